import { formSchema, textField } from '@vitrine/validation';
import { z } from 'zod';
import { CartQuantitySchema, ShoppingCartSchema } from './cart';
import { CountryCodeSchema } from './shipping';

/**
 * PUT {app}/api/v1/sales/orders/addtocart (spec 001 §2 "Order list: add-to-cart buttons per
 * item"): an order's line back in the cart, by `OrderId` and the line's `ItemKey`; without
 * `ItemKey`, every line of the order ("order again"). `name`, `price` and `currencyCode` are what
 * the page showed: the server reads the line itself and prices it as the catalogue does today.
 * `quantity` defaults to the quantity ordered.
 */
export const OrderAddToCartRequestSchema = z
  .object({
    OrderId: z.string().uuid('Validation.Uuid'),
    ItemKey: z.string().uuid('Validation.Uuid').optional(),
    ItemOrigin: z.literal('Order').default('Order'),
    quantity: CartQuantitySchema.optional(),
    name: z.string().max(300).optional(),
    price: z.number().nonnegative().optional(),
    currencyCode: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  })
  .meta({ id: 'OrderAddToCartRequest' });
export type OrderAddToCartRequest = z.input<typeof OrderAddToCartRequestSchema>;

/**
 * Its answer: the cart as it is now, the cart lines the order's lines went to, and what differs
 * from the order (a quantity the stock or the variant's rules changed, a price that is not the
 * one paid then, a line no longer sold when the whole order was asked for), as i18n keys with
 * their parameters (`Orders.Reorder.PriceChanged|{…}`).
 */
export const OrderAddedToCartSchema = ShoppingCartSchema.extend({
  ItemIds: z.array(z.string().uuid()),
  Messages: z.array(z.string()),
}).meta({ id: 'OrderAddedToCart' });
export type OrderAddedToCart = z.infer<typeof OrderAddedToCartSchema>;

const name = () => textField({ required: true, maxlength: 100 }, { trim: true });
const line = (max: number) => textField({ required: true, maxlength: max }, { trim: true });
const optional = (max: number) => textField({ maxlength: max }, { trim: true }).optional();

/**
 * The change-delivery-address form of the order screen (spec 001 §2, §7 `POST
 * {app}/{culture}/sales/order/ChangeDeliveryAddressRequest`): the address the customer wants the
 * order delivered to instead, and a word for the shop. A request, not a change: the shop reads it.
 */
export const DeliveryAddressRequestBodySchema = formSchema(
  {
    FirstName: name(),
    LastName: name(),
    Company: optional(150),
    Street1: line(200),
    HouseNumber: line(20),
    BoxNumber: optional(20),
    PostalCode: line(12),
    City: line(100),
    CountryId: CountryCodeSchema,
    Phone: optional(40),
    Comment: optional(1000),
  },
  {},
).meta({ id: 'DeliveryAddressRequestBody' });
export type DeliveryAddressRequestBody = z.input<typeof DeliveryAddressRequestBodySchema>;
export type DeliveryAddressRequestInput = z.output<typeof DeliveryAddressRequestBodySchema>;

/** The request was sent to the shop: `Message` is the notice to show (an i18n key). */
export const DeliveryAddressRequestSentSchema = z
  .object({ Success: z.literal(true), Message: z.string() })
  .meta({ id: 'DeliveryAddressRequestSent' });
export type DeliveryAddressRequestSent = z.infer<typeof DeliveryAddressRequestSentSchema>;

/**
 * The storefront route's answer (spec 001 §3 "Delivery-address change responses carry success and
 * error message elements"): the success message, or the error message, translated.
 */
export type DeliveryAddressRequestResult =
  | { Success: true; SuccessMessage: string }
  | { Success: false; ErrorMessage: string; FieldErrors?: Record<string, string[]> };
