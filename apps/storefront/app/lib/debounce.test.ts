import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, RESIZE_DEBOUNCE_MS } from './debounce';

afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('runs once, 150 ms after the last call (window resizes)', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const onResize = debounce(fn, RESIZE_DEBOUNCE_MS);
    onResize(1);
    vi.advanceTimersByTime(100);
    onResize(2);
    vi.advanceTimersByTime(149);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(2);
    expect(RESIZE_DEBOUNCE_MS).toBe(150);
  });
});
