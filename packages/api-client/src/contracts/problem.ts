import { z } from 'zod';

/** RFC 9457 problem details, as every error of the API is answered. */
export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    /** Per-field messages: field path → i18n keys (or plain messages). */
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Problem' });
export type Problem = z.infer<typeof ProblemSchema>;

/** Stable problem type URIs; clients branch on these, never on titles. */
export const PROBLEM_TYPES = {
  validation: '/problems/validation',
  unauthorized: '/problems/unauthorized',
  forbidden: '/problems/forbidden',
  notFound: '/problems/not-found',
  csrf: '/problems/csrf',
  rateLimited: '/problems/rate-limited',
  invalidCredentials: '/problems/invalid-credentials',
  /** The right password for an account whose e-mail address is not confirmed yet. */
  emailNotConfirmed: '/problems/email-not-confirmed',
  conflict: '/problems/conflict',
  /** A save made over a newer one (optimistic locking): the problem carries both versions. */
  staleEdit: '/problems/stale-edit',
  folderNotEmpty: '/problems/folder-not-empty',
  payloadTooLarge: '/problems/payload-too-large',
  unsupportedMediaType: '/problems/unsupported-media-type',
  methodNotAllowed: '/problems/method-not-allowed',
  internal: '/problems/internal',
  /** The variant cannot be ordered any more (unavailable, unpublished since it was added). */
  variantUnavailable: '/problems/variant-unavailable',
  /** Not even the smallest quantity the variant's rules allow is in stock. */
  outOfStock: '/problems/out-of-stock',
  /** A coupon code that exists but cannot be used now (expired, used up, the cart does not qualify). */
  couponNotApplicable: '/problems/coupon-not-applicable',
  /** The shop does not deliver to this country. */
  notShippingCountry: '/problems/not-shipping-country',
  /** The shipping method is inactive or does not serve the cart's country. */
  shippingMethodUnavailable: '/problems/shipping-method-unavailable',
  /** The place the typeahead gave is in another country than the cart's delivery country. */
  cityOfAnotherCountry: '/problems/city-of-another-country',
  /** Checkout of a cart without lines. */
  emptyCart: '/problems/empty-cart',
  /** A saved address an order may not use: not the shopper's, or not for billing or delivery. */
  savedAddressRefused: '/problems/saved-address-refused',
  /** A birth-list change refused by its rules: too many lists or items, a gift given already. */
  birthListRefused: '/problems/birth-list-refused',
  /**
   * Delivery to a birth list's parents refused: the cart holds no gift of a list, gifts of two
   * lists, or the list does not (or no longer) deliver to its owner's address.
   */
  birthListDeliveryRefused: '/problems/birth-list-delivery-refused',
  /** The cart's total is no longer the one the shopper was shown: the prices changed meanwhile. */
  priceChanged: '/problems/price-changed',
  /** An `Idempotency-Key` reused with another request, or whose first request is still running. */
  idempotencyConflict: '/problems/idempotency-conflict',
  /** The order cannot be paid (already paid, cancelled). */
  orderNotPayable: '/problems/order-not-payable',
  /** The order has left (shipped, delivered) or stopped (cancelled): its delivery address is no longer asked about. */
  orderAddressLocked: '/problems/order-address-locked',
  /**
   * A refund request or decision refused by its rules: the order is not refundable, a quantity
   * above what remains, a method the order cannot be refunded by, a request already decided.
   */
  refundRefused: '/problems/refund-refused',
  /** The order cannot move to that status from where it is. */
  orderTransitionRefused: '/problems/order-transition-refused',
  /** A payment provider's notification whose signature is not the provider's (ADR 024). */
  paymentSignature: '/problems/payment-signature',
  /** The payment provider could not be reached or refused our call: try again in a moment. */
  paymentProviderUnavailable: '/problems/payment-provider-unavailable',
  /** The shipping method does not deliver to a pickup point of that carrier. */
  notPickupMethod: '/problems/not-pickup-method',
  /** The pickup point cannot be used for this cart (another country, not the shop's own, closed). */
  pickupPointRefused: '/problems/pickup-point-refused',
  /** Checkout of a cart whose pickup method has no pickup point chosen. */
  pickupPointRequired: '/problems/pickup-point-required',
  /** The pickup-point carrier could not be reached or did not answer in time: try again in a moment. */
  carrierUnavailable: '/problems/carrier-unavailable',
  /** A payment from a prepaid account larger than its balance (the balance never goes below zero). */
  prepaidBalanceInsufficient: '/problems/prepaid-balance-insufficient',
  /** A back-in-stock subscription to a variant that can be ordered right now. */
  variantInStock: '/problems/variant-in-stock',
} as const;
