import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { type AdyenCheckoutConfiguration, AdyenDropIn, adyenAssets } from './adyen-drop-in';
import { ORDER_ID, placedOrder, TEST_SESSION } from './checkout-fixtures';

const CONFIRMATION = {
  path: '/fr/sales/orders/:orderId/confirmation',
  Component: () => <p>Page de confirmation</p>,
};
const SESSION = { ...TEST_SESSION, Provider: 'adyen' as const, ClientKey: 'test_ABC', SessionId: 'CS1' };

/** Adyen Web as far as the page uses it: records the configuration and where the drop-in was mounted. */
function fakeAdyen() {
  const seen: { configuration?: AdyenCheckoutConfiguration; mountedIn?: HTMLElement; unmounted: boolean } = {
    unmounted: false,
  };
  const load = vi.fn(async () => async (configuration: AdyenCheckoutConfiguration) => {
    seen.configuration = configuration;
    return {
      create: () => ({
        mount(element: HTMLElement) {
          seen.mountedIn = element;
          return {
            unmount() {
              seen.unmounted = true;
            },
          };
        },
      }),
    };
  });
  return { load, seen };
}

describe('AdyenDropIn', () => {
  it('loads Adyen Web 5 from the environment’s CDN', () => {
    expect(adyenAssets('test').script).toMatch(
      /^https:\/\/checkoutshopper-test\.adyen\.com\/checkoutshopper\/sdk\/5\.\d+\.\d+\/adyen\.js$/,
    );
    expect(adyenAssets('live').stylesheet).toMatch(
      /^https:\/\/checkoutshopper-live\.adyen\.com\/.*\/adyen\.css$/,
    );
  });

  it('opens the drop-in with the session, requiring the holder’s name and billing address; an authorised payment goes to the confirmation', async () => {
    const { load, seen } = fakeAdyen();
    renderInShop(<AdyenDropIn session={SESSION} order={placedOrder()} onRetry={() => {}} load={load} />, {
      at: `/fr/sales/orders/${ORDER_ID}/payment`,
      routes: [CONFIRMATION],
    });
    await waitFor(() => expect(seen.mountedIn).toBe(screen.getByTestId('adyen-drop-in')));
    expect(load).toHaveBeenCalledWith('test');
    expect(seen.configuration).toMatchObject({
      environment: 'test',
      clientKey: 'test_ABC',
      locale: 'fr-FR',
      session: { id: 'CS1', sessionData: 'data-1' },
      paymentMethodsConfiguration: {
        card: { hasHolderName: true, holderNameRequired: true, billingAddressRequired: true },
      },
    });
    seen.configuration!.onPaymentCompleted({ resultCode: 'Authorised' });
    await screen.findByText('Page de confirmation');
    expect(seen.unmounted).toBe(true);
  });

  it('a refused payment says so and offers another try', async () => {
    const { load, seen } = fakeAdyen();
    const onRetry = vi.fn();
    renderInShop(<AdyenDropIn session={SESSION} order={placedOrder()} onRetry={onRetry} load={load} />, {
      at: `/fr/sales/orders/${ORDER_ID}/payment`,
    });
    await waitFor(() => expect(seen.configuration).toBeDefined());
    seen.configuration!.onPaymentCompleted({ resultCode: 'Refused' });
    await screen.findByText('Le paiement a été refusé. Essayez une autre carte.');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer avec une autre carte' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
