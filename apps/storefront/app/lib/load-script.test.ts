import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadScript, SCRIPT_LOAD_TIMEOUT_MS } from './load-script';

afterEach(() => {
  vi.useRealTimers();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('loadScript', () => {
  it('adds the script once and resolves when it loads', async () => {
    const first = loadScript('https://maps.example/api.js');
    const second = loadScript('https://maps.example/api.js');
    expect(second).toBe(first);
    const tags = document.head.querySelectorAll('script[src="https://maps.example/api.js"]');
    expect(tags).toHaveLength(1);
    tags[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects with a ChunkLoadError when the script fails, and lets a later call try again', async () => {
    const attempt = loadScript('https://pay.example/dropin.js');
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(attempt).rejects.toMatchObject({ name: 'ChunkLoadError', reason: 'error' });
    expect(document.head.querySelector('script')).toBeNull();
    void loadScript('https://pay.example/dropin.js').catch(() => {});
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('times out after 120 s with a ChunkLoadError', async () => {
    vi.useFakeTimers();
    const attempt = loadScript('https://slow.example/x.js');
    const settled = vi.fn();
    attempt.catch(settled);
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(attempt).rejects.toMatchObject({ name: 'ChunkLoadError', reason: 'timeout' });
    expect(SCRIPT_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
