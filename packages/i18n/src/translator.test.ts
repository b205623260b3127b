import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from './translator';

describe('createTranslator', () => {
  it('translates and fills parameters', () => {
    const t = createTranslator({ Hello: 'Bonjour {name}' });
    expect(t('Hello', { name: 'Ana' })).toBe('Bonjour Ana');
  });

  it('shows the key itself and warns once for a missing key', () => {
    const onMissing = vi.fn();
    const t = createTranslator({}, { onMissing });
    expect(t('Catalog.Nothing')).toBe('Catalog.Nothing');
    expect(t('Catalog.Nothing')).toBe('Catalog.Nothing');
    expect(onMissing).toHaveBeenCalledTimes(1);
    expect(onMissing).toHaveBeenCalledWith('Catalog.Nothing');
  });
});
