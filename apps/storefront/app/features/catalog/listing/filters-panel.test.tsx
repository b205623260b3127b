import { act, fireEvent, render, screen } from '@testing-library/react';
import type { CatalogFacets } from '@vitrine/api-client';
import { stringResources } from '@vitrine/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '../../i18n/translation-context';
import { FACET_AUTO_SUBMIT_MS } from '../constants';
import { FiltersPanel, type FiltersPanelProps } from './filters-panel';

const CAT_A = '00000000-0000-4000-8000-0000000000a1';
const CAT_B = '00000000-0000-4000-8000-0000000000a2';
const BRAND = '00000000-0000-4000-8000-0000000000b1';
const COLOUR = '00000000-0000-4000-8000-0000000000c1';
const RED = '00000000-0000-4000-8000-0000000000d1';

const facets: CatalogFacets = {
  Categories: [
    { Id: CAT_A, Name: 'Robes', Count: 12, Selected: false },
    { Id: CAT_B, Name: 'Jupes', Count: 3, Selected: false },
  ],
  Brands: [{ Id: BRAND, Name: 'Atelier', Count: 7, Selected: false }],
  Tags: [],
  ProductAttributes: [
    {
      AttributeId: COLOUR,
      Name: 'Couleur',
      VariationDisplayTypeValue: 'Square',
      Values: [
        {
          ProductAttributeValueId: RED,
          DisplayValue: 'Rouge',
          ColorCode1: '#c00000',
          ColorCode2: null,
          ColorCode3: null,
          Count: 4,
          Selected: false,
        },
      ],
    },
  ],
  Price: { Min: 5, Max: 90 },
  InStockCount: 10,
};

afterEach(() => vi.useRealTimers());

function renderPanel(props: Partial<FiltersPanelProps> = {}) {
  const onApply = vi.fn();
  render(
    <TranslationProvider culture="fr" strings={stringResources.fr}>
      <FiltersPanel
        facets={facets}
        filter={{}}
        currencyCode="EUR"
        immediate={false}
        submitOnChange
        onApply={onApply}
        {...props}
      />
    </TranslationProvider>,
  );
  return onApply;
}

describe('FiltersPanel (spec 001 §4)', () => {
  it('submits 1 s after the last change when submit-on-change is on', () => {
    vi.useFakeTimers();
    const onApply = renderPanel();
    fireEvent.click(screen.getByRole('checkbox', { name: /Atelier/ }));
    act(() => vi.advanceTimersByTime(FACET_AUTO_SUBMIT_MS - 200));
    fireEvent.click(screen.getByRole('checkbox', { name: /Rouge/ }));
    act(() => vi.advanceTimersByTime(FACET_AUTO_SUBMIT_MS - 1));
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledOnce();
    expect(onApply).toHaveBeenCalledWith({ Brands: [BRAND], ProductAttributes: { [COLOUR]: [RED] } });
  });

  it('refreshes at once when configured so, and shows no submit button', () => {
    const onApply = renderPanel({ immediate: true });
    fireEvent.click(screen.getByRole('checkbox', { name: /Atelier/ }));
    expect(onApply).toHaveBeenCalledWith({ Brands: [BRAND] });
    expect(screen.queryByRole('button', { name: 'Appliquer les filtres' })).toBeNull();
  });

  it('unchecks a checked radio on a click, and deselecting removes the key', () => {
    const onApply = renderPanel({ immediate: true, filter: { Categories: [CAT_A], Brands: [BRAND] } });
    const robes = screen.getByRole('radio', { name: /Robes/ }) as HTMLInputElement;
    expect(robes.checked).toBe(true);
    fireEvent.click(robes);
    expect(onApply).toHaveBeenLastCalledWith({ Brands: [BRAND] });
    expect(robes.checked).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: /Jupes/ }));
    expect(onApply).toHaveBeenLastCalledWith({ Brands: [BRAND], Categories: [CAT_B] });
  });

  it('waits for the explicit submit without submit-on-change', () => {
    vi.useFakeTimers();
    const onApply = renderPanel({ submitOnChange: false });
    fireEvent.click(screen.getByRole('checkbox', { name: /En stock uniquement/ }));
    act(() => vi.advanceTimersByTime(5000));
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Appliquer les filtres' }));
    expect(onApply).toHaveBeenCalledWith({ InStock: true });
  });
});
