import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerCoupon, ShoppingCart } from '@vitrine/api-client';
import { encodeMessage } from '@vitrine/validation';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { cartLine, shoppingCart } from './cart-fixtures';
import { CartPage } from './cart-page';

const table = cartLine(1, 'Table Noyer', 1, 149);
const plain: ShoppingCart = {
  ...shoppingCart([table]),
  Coupons: [],
  DiscountAmount: 0,
  DiscountAmountHtml: '0,00 €',
};
const discounted: ShoppingCart = {
  ...plain,
  AmountTaxIncl: 134.1,
  AmountTaxInclHtml: '134,10 €',
  Coupons: [
    {
      Code: 'WELCOME10',
      Description: '',
      DiscountAmount: 14.9,
      DiscountHtml: '14,90 €',
      InactiveReason: null,
    },
  ],
  DiscountAmount: 14.9,
  DiscountAmountHtml: '14,90 €',
};
const problem = (status: number, errors?: Record<string, string[]>) =>
  new Response(JSON.stringify({ type: '/problems/x', title: 'x', status, ...(errors ? { errors } : {}) }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

/** The API as the page calls it: each call answered by `answer`, the cart read answering `cart`. */
function api(
  answer: (url: URL, init: RequestInit) => Response | Promise<Response>,
  cart: ShoppingCart = plain,
) {
  return vi.fn<typeof globalThis.fetch>(async (input, init = {}) => {
    const url = new URL(String(input), 'http://shop');
    if (url.pathname === '/api/v1/shoppingcarts' && (init.method ?? 'GET') === 'GET')
      return Response.json(cart);
    return answer(url, init);
  });
}
const couponCalls = (fetch: ReturnType<typeof api>) =>
  fetch.mock.calls.filter(([input]) => String(input).includes('/shoppingcarts/coupon'));

describe('the cart’s coupon field', () => {
  it('Enter applies the code: the call, the notice titled Coupons with CouponsValid, the discount in the totals', async () => {
    const fetch = api(() => Response.json({ IsValid: true, Cart: discounted }));
    renderInShop(<CartPage initial={plain} />, { at: '/fr/shoppingcarts', fetch });
    await userEvent.type(screen.getByLabelText('Code promo'), 'welcome10{Enter}');

    const message = await screen.findByText('Le code promo a été appliqué à votre panier.');
    const growl = message.closest('.growl') as HTMLElement;
    expect(growl.closest('[role="status"]')).toBeTruthy();
    expect(within(growl).getByText('Codes promo')).toBeTruthy();
    const [url, init] = couponCalls(fetch)[0] ?? [];
    expect(String(url)).toBe('/api/v1/shoppingcarts/coupon?culture=fr');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ CouponCode: 'welcome10' });
    expect(screen.getByTestId('cart-coupon').textContent).toContain('WELCOME10');
    expect(screen.getByTestId('cart-coupon-discount').textContent).toBe('−14,90 €');
    expect(screen.getByTestId('cart-total-incl').textContent).toBe('134,10 €');
  });

  it('applies and removes nothing with an empty field, and says the code is needed', async () => {
    const fetch = api(() => Response.json({ IsValid: true, Cart: discounted }));
    renderInShop(<CartPage initial={plain} />, { at: '/fr/shoppingcarts', fetch });
    const field = screen.getByLabelText('Code promo');
    await userEvent.type(field, '   {Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer' }));
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    expect(couponCalls(fetch)).toHaveLength(0);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Veuillez saisir un code promo.', { exact: false })).toBeTruthy();
  });

  it('a refused code: the notice titled Coupons with NoCouponAvailable and the reason; the cart stays as the server has it', async () => {
    const fetch = api(() =>
      problem(422, { CouponCode: [encodeMessage('Coupons.MinimumNotReached', { amount: '50,00 €' })] }),
    );
    renderInShop(<CartPage initial={plain} />, { at: '/fr/shoppingcarts', fetch });
    await userEvent.type(screen.getByLabelText('Code promo'), 'FIXED5{Enter}');
    const notice = await screen.findByText(/Ce code promo ne peut pas être utilisé\./);
    expect(notice.textContent).toBe(
      'Ce code promo ne peut pas être utilisé. Ce code s’applique à partir de 50,00 € d’achats éligibles.',
    );
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(within(notice.closest('.growl') as HTMLElement).getByText('Codes promo')).toBeTruthy();
    expect(screen.queryByTestId('cart-coupon')).toBeNull();
    // No error-flow dialog for a refusal.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a failed call shows the growl error ‘A error has occurred’, not the error flow’s dialog', async () => {
    const fetch = api(() => problem(500));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInShop(<CartPage initial={plain} />, { at: '/fr/shoppingcarts', fetch });
    await userEvent.type(screen.getByLabelText('Code promo'), 'WELCOME10{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Une erreur est survenue');
    expect(screen.queryByRole('dialog')).toBeNull();
    error.mockRestore();
  });

  it('Remove takes the code in the field off the cart and empties the field', async () => {
    const fetch = api((_url, init) => (init.method === 'DELETE' ? Response.json(plain) : problem(400)));
    renderInShop(<CartPage initial={discounted} />, { at: '/fr/shoppingcarts', fetch });
    const field = screen.getByLabelText('Code promo') as HTMLInputElement;
    expect(field.value).toBe('WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(screen.queryByTestId('cart-coupon')).toBeNull());
    const [, init] = couponCalls(fetch)[0] ?? [];
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ CouponCode: 'WELCOME10' });
    expect(field.value).toBe('');
    expect(screen.getByTestId('cart-total-incl').textContent).toBe('149,00 €');
  });

  it('shows why a coupon kept on the cart gives nothing now', () => {
    const inactive: ShoppingCart = {
      ...plain,
      Coupons: [
        {
          Code: 'FIXED5',
          Description: '',
          DiscountAmount: 0,
          DiscountHtml: '0,00 €',
          InactiveReason: encodeMessage('Coupons.MinimumNotReached', { amount: '50,00 €' }),
        },
      ],
    };
    renderInShop(<CartPage initial={inactive} />, { at: '/fr/shoppingcarts' });
    expect(screen.getByTestId('cart-coupon').textContent).toContain(
      'Ce code s’applique à partir de 50,00 € d’achats éligibles.',
    );
  });

  it('a signed-in customer’s coupon codes in a modal, each to copy or to use at once', async () => {
    const user = {
      UserId: '00000000-0000-4000-8000-000000000777',
      Email: 'camille@vitrine.example',
      FirstName: 'Camille',
      LastName: 'Martin',
      Roles: ['customer' as const],
      Culture: 'fr',
    };
    const mine: CustomerCoupon = {
      Code: 'CAMILLE15',
      Description: 'Merci Camille',
      Kind: 'percentage',
      ValueHtml: '15 %',
      Percent: 15,
      Amount: null,
      CurrencyCode: 'EUR',
      MinimumAmount: 30,
      MinimumAmountHtml: '30,00 €',
      StartsAt: null,
      EndsAt: '2030-06-30T00:00:00.000Z',
      IsPersonal: true,
    };
    const fetch = api((url) =>
      url.pathname.startsWith('/api/v1/couponcode/user/')
        ? Response.json([mine])
        : Response.json({ IsValid: true, Cart: discounted }),
    );
    renderInShop(<CartPage initial={plain} />, { at: '/fr/shoppingcarts', fetch, user });
    await userEvent.click(screen.getByRole('button', { name: 'Mes codes promo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vos codes promo' });
    await within(dialog).findByText('CAMILLE15');
    expect(String(fetch.mock.calls.find(([input]) => String(input).includes('couponcode'))?.[0])).toBe(
      `/api/v1/couponcode/user/${user.UserId}?culture=fr`,
    );
    expect(within(dialog).getByText('15 %')).toBeTruthy();
    expect(within(dialog).getByText('Merci Camille')).toBeTruthy();
    expect(within(dialog).getByText('À partir de 30,00 € d’achats')).toBeTruthy();
    expect(within(dialog).getByText('Valable jusqu’au 30 juin 2030')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copier' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utiliser le code CAMILLE15' }));
    await waitFor(() => expect(couponCalls(fetch)).toHaveLength(1));
    expect(JSON.parse(String(couponCalls(fetch)[0]?.[1]?.body))).toEqual({ CouponCode: 'CAMILLE15' });
    await screen.findByText('Le code promo a été appliqué à votre panier.');
  });

  it('offers no coupon list to a guest', () => {
    renderInShop(<CartPage initial={plain} />, { at: '/fr/shoppingcarts' });
    expect(screen.queryByRole('button', { name: 'Mes codes promo' })).toBeNull();
  });
});
