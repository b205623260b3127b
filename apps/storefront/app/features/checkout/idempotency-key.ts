import { useRef } from 'react';

/** A random version 4 UUID; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One `Idempotency-Key` per attempt at sending one body: a double click, or a retry after a lost
 * answer, sends the same key, so the server answers the first order instead of making a second;
 * a changed body (the form, the cart's total) is another attempt and gets a new key. `forget`
 * drops the key the server refused to reuse.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; body: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current.current?.body !== text) current.current = { key: newIdempotencyKey(), body: text };
      return current.current.key;
    },
    forget() {
      current.current = null;
    },
  };
}
