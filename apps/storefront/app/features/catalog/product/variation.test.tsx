import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type VariationResponse, variationQuery } from '@vitrine/api-client';
import { stringResources } from '@vitrine/i18n';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useApi } from '../../../lib/api-context';
import { InShop } from '../../../test/render-in-shop';
import { useVariation } from './use-variation';
import { VariationPicker } from './variation-picker';

const PRODUCT = '00000000-0000-4000-8000-000000000001';
const COLOUR = '00000000-0000-4000-8000-0000000000c0';
const SIZE = '00000000-0000-4000-8000-0000000000s0'.replace('s', 'a');
const RED = '00000000-0000-4000-8000-00000000000a';
const BLUE = '00000000-0000-4000-8000-00000000000b';
const GREEN = '00000000-0000-4000-8000-00000000000c';
const SMALL = '00000000-0000-4000-8000-00000000001a';
const LARGE = '00000000-0000-4000-8000-00000000001b';

function variation(sku: string, colour: string, size: string): VariationResponse {
  const value = (id: string, name: string, colourCode: string | null, unavailable = false) => ({
    ProductAttributeValueId: id,
    DisplayValue: name,
    IsUnavailable: unavailable,
    ColorCode1: colourCode,
    ColorCode2: null,
    ColorCode3: null,
  });
  return {
    ProductId: PRODUCT,
    ProductVariantId: `00000000-0000-4000-8000-${sku.padStart(12, '0')}`,
    SKU: `SKU-${sku}`,
    UnitPriceTaxIncl: 10,
    UnitPriceTaxExcl: 8.26,
    CurrencyCode: 'EUR',
    QuantityUnitPriceTaxIncl: 10,
    Quantity: 1,
    IsAvailable: true,
    StockQuantity: 4,
    MinQuantity: 1,
    QuantityStep: 1,
    MaxQuantity: 0,
    VariantValueIds: [colour, size],
    ProductVariantAttributesViewModel: [
      {
        AttributeId: COLOUR,
        Name: 'Couleur',
        VariationDisplayTypeValue: 'Square',
        Value: colour,
        ProductAttributeValuesViewModel: [
          value(RED, 'Rouge', '#c00000'),
          value(BLUE, 'Bleu', '#0000c0'),
          value(GREEN, 'Vert', '#00a000', true),
        ],
      },
      {
        AttributeId: SIZE,
        Name: 'Taille',
        VariationDisplayTypeValue: 'List',
        Value: size,
        ProductAttributeValuesViewModel: [value(SMALL, 'S', null), value(LARGE, 'L', null, true)],
      },
    ],
  };
}

function Harness() {
  const api = useApi().catalog;
  const { variation: current, selectValue } = useVariation(api, 'fr', variation('1', RED, SMALL));
  return (
    <>
      <p data-testid="sku">{current.SKU}</p>
      <VariationPicker attributes={current.ProductVariantAttributesViewModel} onSelect={selectValue} />
    </>
  );
}

let fakeFetch: typeof globalThis.fetch = globalThis.fetch;

function Page() {
  return (
    <InShop fetch={fakeFetch}>
      <Harness />
    </InShop>
  );
}

const Stub = createRoutesStub([{ path: '/fr/p/robe', Component: Page }]);

describe('variation choice (spec 001 §3, §4, §5)', () => {
  it('builds the query from the non-empty inputs as VariantValueId1..n plus the quantity', () => {
    expect(variationQuery([RED, null, LARGE], { culture: 'fr', quantity: 3 })).toEqual({
      culture: 'fr',
      Quantity: 3,
      VariantValueId1: RED,
      VariantValueId3: LARGE,
    });
  });

  it('disables unavailable values and suffixes them with the translated label', async () => {
    fakeFetch = vi.fn();
    render(<Stub initialEntries={['/fr/p/robe']} />);
    const green = screen.getByRole('radio', { name: 'Vert (indisponible)' }) as HTMLInputElement;
    expect(green.disabled).toBe(true);
    const large = screen.getByRole('button', { name: 'L (indisponible)' }) as HTMLButtonElement;
    expect(large.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Rouge' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'S' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(green);
    await userEvent.click(large);
    expect(fakeFetch).not.toHaveBeenCalled();
  });

  it('calls the variations API with VariantValueIdN and aborts the request a newer choice supersedes', async () => {
    const signals: AbortSignal[] = [];
    const answers: ((response: Response) => void)[] = [];
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_input, init) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init?.signal ?? undefined;
          if (signal) {
            signals.push(signal);
            signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }
          answers.push(resolve);
        }),
    );
    fakeFetch = fetch;
    render(<Stub initialEntries={['/fr/p/robe']} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Bleu' }));
    const first = new URL(String(fetch.mock.calls[0]?.[0]), 'http://shop');
    expect(first.pathname).toBe(`/api/v1/catalog/products/${PRODUCT}/productvariants`);
    expect(Object.fromEntries(first.searchParams)).toEqual({
      culture: 'fr',
      Quantity: '1',
      VariantValueId1: BLUE,
      VariantValueId2: SMALL,
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Rouge' }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    answers[1]?.(Response.json(variation('2', RED, SMALL)));
    await waitFor(() => expect(screen.getByTestId('sku').textContent).toBe('SKU-2'));
  });

  it('goes back to the confirmed variant when the call fails, and the error flow says so', async () => {
    fakeFetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ type: '/problems/server', title: 'Boom', status: 500 }, { status: 500 }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Stub initialEntries={['/fr/p/robe']} />);
    const blue = screen.getByRole('radio', { name: 'Bleu' }) as HTMLInputElement;
    await userEvent.click(blue);
    expect(fakeFetch).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Rouge' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(blue.checked).toBe(false);
    expect(screen.getByTestId('sku').textContent).toBe('SKU-1');
    expect(await screen.findByText(stringResources.fr['Manager.UnknowsErrors']!)).toBeTruthy();
  });
});
