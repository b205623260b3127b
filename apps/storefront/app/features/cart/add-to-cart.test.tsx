import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { encodeMessage } from '@vitrine/validation';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANGED_EVENT } from '../../lib/cart-events';
import { renderInShop } from '../../test/render-in-shop';
import { AddedToCartDialog } from './added-to-cart-dialog';
import { cartLine, cartUpdate } from './cart-fixtures';
import { addedQuantity, useAddToCart } from './use-add-to-cart';

const chair = cartLine(1, 'Chaise Wren', 3);

/** The product form's part in an add: the button, the refusal and the confirmation. */
function Form() {
  const cart = useAddToCart();
  return (
    <form
      aria-label="Produit"
      onSubmit={(event) => {
        event.preventDefault();
        void cart.add({
          productVariantId: chair.ProductVariantId,
          sku: chair.SKU,
          name: 'Chaise Wren',
          brand: 'Atelier',
          unitPriceTaxIncl: 10,
          currency: 'EUR',
          quantity: 3,
        });
      }}
    >
      <button type="submit">Ajouter</button>
      {cart.state.status === 'refused' ? <p role="alert">{cart.state.messages.join(' ')}</p> : null}
      <AddedToCartDialog
        update={cart.state.status === 'added' ? cart.state.update : null}
        quantity={cart.state.status === 'added' ? addedQuantity(cart.state.update, 3) : 0}
        onClose={cart.dismiss}
      />
    </form>
  );
}

afterEach(() => {
  window.dataLayer = [];
});

describe('add to cart', () => {
  it('calls the API, then tracks, then announces, then confirms (spec 001 §4)', async () => {
    const steps: string[] = [];
    const answer = cartUpdate([chair], chair.Id);
    const fetch = vi.fn<typeof globalThis.fetch>(async (_input, init) => {
      steps.push(`call ${init?.method}`);
      return Response.json(answer);
    });
    window.dataLayer = [];
    const push = window.dataLayer.push.bind(window.dataLayer);
    window.dataLayer.push = (...entries: unknown[]) => {
      for (const entry of entries) steps.push(`track ${(entry as { event: string }).event}`);
      return push(...entries);
    };
    const listener = () =>
      steps.push(`announce (dialog ${document.querySelector('dialog')?.open ? 'open' : 'closed'})`);
    document.addEventListener(CART_CHANGED_EVENT, listener);
    const loader = vi.fn(() => null);
    renderInShop(Form, { fetch, loader });
    const button = await screen.findByRole('button', { name: 'Ajouter' });
    const loadsBefore = loader.mock.calls.length;
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByText('Ajouté au panier')).toBeTruthy());
    document.removeEventListener(CART_CHANGED_EVENT, listener);
    // The page is reloaded in place after the add (spec 001 §4 "Cart update").
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(loadsBefore + 1));
    expect(steps).toEqual([
      'call POST',
      'track ecommerce_clear',
      'track add_to_cart',
      'announce (dialog closed)',
    ]);
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).toEqual({ ProductVariantId: chair.ProductVariantId, Quantity: 3, Name: 'Chaise Wren' });
    expect(window.dataLayer.at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 30, items: [{ item_id: chair.ProductVariantId, quantity: 3 }] },
    });
    expect(screen.getByText('« Chaise Wren » a été ajouté à votre panier.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir mon panier' }).getAttribute('href')).toBe(
      '/fr/shoppingcarts',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuer mes achats' }));
    await waitFor(() => expect(screen.queryByText('Ajouté au panier')).toBeNull());
  });

  it('only logs an analytics failure: the cart change is announced and confirmed all the same (spec 001 §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.dataLayer = [];
    window.dataLayer.push = () => {
      throw new Error('tag manager broke');
    };
    const announced = vi.fn();
    document.addEventListener(CART_CHANGED_EVENT, announced);
    renderInShop(Form, { fetch: async () => Response.json(cartUpdate([chair], chair.Id)) });
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.getByText('Ajouté au panier')).toBeTruthy());
    document.removeEventListener(CART_CHANGED_EVENT, announced);
    expect(announced).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/\[tracking\]/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server put in less than asked', async () => {
    const answer = cartUpdate([{ ...chair, Quantity: 2 }], chair.Id, {
      ItemOriginAndKey: chair.ItemOriginAndKey,
      ItemName: 'Chaise Wren',
      ItemId: chair.Id,
      RequestedQuantity: 3,
      Quantity: 2,
      Reason: 'Stock',
      Message: encodeMessage('Cart.QuantityAdjusted.Stock', { name: 'Chaise Wren', quantity: 2, step: 1 }),
    });
    renderInShop(Form, { fetch: async () => Response.json(answer) });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.getByText(/Il ne reste que 2 « Chaise Wren » en stock/)).toBeTruthy());
    expect(screen.getByText('Quantité ajoutée : 2')).toBeTruthy();
  });

  it('gives a refusal with field messages back to the form, without the error modal', async () => {
    const problem = {
      type: '/problems/out-of-stock',
      title: 'Out of stock',
      status: 422,
      errors: { Quantity: ['Cart.OutOfStock'] },
    };
    renderInShop(Form, {
      fetch: async () =>
        Response.json(problem, { status: 422, headers: { 'content-type': 'application/problem+json' } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Cart.OutOfStock'));
    expect(document.querySelector('.error-modal[open]')).toBeNull();
  });
});
