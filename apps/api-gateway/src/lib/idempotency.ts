import { createHash } from 'node:crypto';
import { PROBLEM_TYPES } from '@vitrine/api-client';
import { idempotencyKeys } from '@vitrine/db';
import { and, eq } from 'drizzle-orm';
import { ConflictError, ValidationError } from './domain-errors';
import type { Work } from './unit-of-work';

/** What a client may send as `Idempotency-Key` (Stripe's rule: up to 255 characters). */
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,255}$/;

export function checkedIdempotencyKey(key: string | undefined): string {
  if (!key || !KEY_PATTERN.test(key))
    throw new ValidationError(
      { 'Idempotency-Key': ['Checkout.IdempotencyKey'] },
      'Send an Idempotency-Key header.',
    );
  return key;
}

/** The hash a request is recognised by: the same key with another body is another request. */
export const requestHash = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs `operation` once per (scope, key) inside the caller's unit of work (ADR 011). The key's row
 * is written first: a second request with the same key waits on it until the first commits, then
 * gets the first one's answer; with another body it is refused (409). If the first rolls back,
 * its row goes with it and the next request runs the operation itself.
 */
export async function onceByKey<T>(
  work: Work,
  key: { scope: string; key: string; hash: string },
  operation: () => Promise<T>,
): Promise<{ answer: T; replayed: boolean }> {
  const { tx } = work;
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope: key.scope, key: key.key, requestHash: key.hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed.length) {
    const [row] = await tx
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.key, key.key)));
    if (!row || row.requestHash !== key.hash)
      throw new ConflictError(
        'This Idempotency-Key was used for another request.',
        PROBLEM_TYPES.idempotencyConflict,
        { 'Idempotency-Key': ['Checkout.IdempotencyKeyReused'] },
      );
    if (row.responseStatus === null)
      throw new ConflictError(
        'The first request with this key is still running.',
        PROBLEM_TYPES.idempotencyConflict,
      );
    return { answer: row.response as T, replayed: true };
  }
  const answer = await operation();
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: 200, response: answer as object })
    .where(and(eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.key, key.key)));
  return { answer, replayed: false };
}
