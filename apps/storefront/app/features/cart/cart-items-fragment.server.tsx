import type { ShoppingCart } from '@vitrine/api-client';
import type { Culture, StringResources } from '@vitrine/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { TranslationProvider, useTranslation } from '../i18n/translation-context';
import { CartItemsList } from './cart-items-list';

function Fragment({ cart, cartUrl }: { cart: ShoppingCart; cartUrl: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="header-cart__panel"
      aria-label={t('Cart.HeaderItems')}
      data-count={cart.ItemsQuantityCount}
    >
      {cart.Items.length > 0 ? (
        <CartItemsList cart={cart} cartUrl={cartUrl} />
      ) : (
        <p className="header-cart__empty">{t('Cart.Empty')}</p>
      )}
    </section>
  );
}

/** The `{culture}/widget/shoppingcartitems` fragment: the header cart's list as HTML, in the culture. */
export function renderCartItemsFragment(input: {
  cart: ShoppingCart;
  culture: Culture;
  strings: StringResources;
  cartUrl: string;
}): string {
  return renderToStaticMarkup(
    <TranslationProvider culture={input.culture} strings={input.strings}>
      <Fragment cart={input.cart} cartUrl={input.cartUrl} />
    </TranslationProvider>,
  );
}
