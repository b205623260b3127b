import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  // Fragments, not pages: no layout around them.
  route(':culture/widget/shoppingcartitems', 'routes/cart-items-widget.tsx'),
  route(':culture/widget/couponcodes/list', 'routes/coupon-codes-widget.tsx'),
  route(':culture/widget/DeliveryAddressPicker', 'routes/delivery-address-picker-widget.tsx'),
  route(':culture', 'routes/culture-layout.tsx', [
    index('routes/home.tsx'),
    route('security/login', 'routes/login.tsx'),
    route('security/register', 'routes/register.tsx'),
    route('security/confirm-email', 'routes/confirm-email.tsx'),
    route('security/forgot-password', 'routes/forgot-password.tsx'),
    route('security/reset-password', 'routes/reset-password.tsx'),
    route('newsletter', 'routes/newsletter.tsx'),
    route('catalog', 'routes/catalog.tsx'),
    route('catalog/stocknotification/subscribe', 'routes/stock-notification-subscribe.tsx'),
    route('catalog/stocknotification/confirm', 'routes/stock-notification-confirm.tsx'),
    route('catalog/stocknotification/unsubscribe', 'routes/stock-notification-unsubscribe.tsx'),
    route('c/:slug', 'routes/category.tsx'),
    route('p/:slug', 'routes/product.tsx'),
    route('shoppingcarts', 'routes/cart.tsx'),
    route('sales/checkout', 'routes/checkout.tsx'),
    route('shippings/pickuppoint/search', 'routes/pickup-point-search.tsx'),
    route('sales/orders', 'routes/orders.tsx'),
    route('sales/orders/:orderId', 'routes/order.tsx'),
    route('sales/orders/:orderId/payment', 'routes/order-payment.tsx'),
    route('sales/orders/:orderId/confirmation', 'routes/order-confirmation.tsx'),
    route('sales/order/ChangeDeliveryAddressRequest', 'routes/change-delivery-address-request.tsx'),
    route('account', 'routes/account.tsx'),
    route('account/addresses', 'routes/account-addresses.tsx'),
    route('*', 'routes/content-page.tsx'),
  ]),
] satisfies RouteConfig;
