/** Spec 000 §9: a script that has not loaded after 120 s has failed. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;

/** Spec 000 §8: a script chunk that fails to load, or takes too long, is a ChunkLoadError. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  readonly src: string;
  readonly reason: 'error' | 'timeout';

  constructor(src: string, reason: 'error' | 'timeout') {
    super(`Loading script ${src} failed (${reason})`);
    this.src = src;
    this.reason = reason;
  }
}

const pending = new Map<string, Promise<void>>();

/**
 * Loads a third-party script (maps, payment drop-in, video players) once. A failure or a
 * timeout rejects with a ChunkLoadError and removes the tag, so that a later call tries again.
 */
export function loadScript(
  src: string,
  {
    timeout = SCRIPT_LOAD_TIMEOUT_MS,
    attributes = {},
  }: { timeout?: number; attributes?: Record<string, string> } = {},
): Promise<void> {
  const known = pending.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    const fail = (reason: 'error' | 'timeout') => {
      window.clearTimeout(timer);
      script.remove();
      pending.delete(src);
      reject(new ChunkLoadError(src, reason));
    };
    const timer = window.setTimeout(() => fail('timeout'), timeout);
    script.addEventListener('load', () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', () => fail('error'));
    document.head.append(script);
  });
  pending.set(src, promise);
  return promise;
}
