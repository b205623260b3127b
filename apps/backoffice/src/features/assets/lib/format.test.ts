import { describe, expect, it } from 'vitest';
import { formatBytes, formatDimensions } from './format';

describe('formatBytes', () => {
  it('uses the largest unit that keeps the number readable, in the culture', () => {
    expect(formatBytes(512, 'de')).toMatch(/^512\sbyte$/i);
    expect(formatBytes(1536, 'fr')).toMatch(/^1,5\sko$/);
    expect(formatBytes(5 * 1024 * 1024, 'nl')).toMatch(/^5\sMB$/);
  });
});

describe('formatDimensions', () => {
  it('shows width × height in pixels, nothing without them', () => {
    expect(formatDimensions(1600, 600)).toBe('1600 × 600 px');
    expect(formatDimensions(null, null)).toBeUndefined();
  });
});
