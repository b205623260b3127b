import { z } from 'zod';
import {
  CUSTOMER_SEARCH_MIN_LENGTH,
  HEADER_SEARCH_MIN_LENGTH,
  isLongEnough,
  POSTAL_CODE_TYPEAHEAD_MIN_LENGTH,
  REFERENCE_SEARCH_MIN_LENGTH,
  SEARCH_SUGGESTIONS_MIN_LENGTH,
} from './limits';
import { encodeMessage, MESSAGE_KEYS } from './messages';

/** The shop's own input schemas (spec 001 §5), shared by the storefront forms and the gateway routes. */

/** A search text of at least `minLength` characters once trimmed; the value comes out trimmed. */
export function searchTextSchema(minLength: number): z.ZodString {
  const message = encodeMessage(MESSAGE_KEYS.SearchMinLength, { min: minLength });
  return z.string({ error: message }).trim().min(minLength, { error: message });
}

/** The `q` of the search suggestions call. */
export const searchSuggestionsTextSchema = searchTextSchema(SEARCH_SUGGESTIONS_MIN_LENGTH);
/** The `q` of the customer reference search. */
export const referenceSearchTextSchema = searchTextSchema(REFERENCE_SEARCH_MIN_LENGTH);
/** The e-mail text of the sales staff's customer search. */
export const customerSearchTextSchema = searchTextSchema(CUSTOMER_SEARCH_MIN_LENGTH);
/** The `{query}` of the postal-code typeahead (GET /api/v1/countries/{countryId}/cities/{query}). */
export const postalCodeTypeaheadSchema = searchTextSchema(POSTAL_CODE_TYPEAHEAD_MIN_LENGTH);
/** The header search: anything but an empty text. */
export const headerSearchTextSchema = searchTextSchema(HEADER_SEARCH_MIN_LENGTH);

export const canSearchSuggestions = (text: string | null | undefined) =>
  isLongEnough(text, SEARCH_SUGGESTIONS_MIN_LENGTH);
export const canSearchReferences = (text: string | null | undefined) =>
  isLongEnough(text, REFERENCE_SEARCH_MIN_LENGTH);
export const canSearchCustomers = (text: string | null | undefined) =>
  isLongEnough(text, CUSTOMER_SEARCH_MIN_LENGTH);
export const canLookUpPostalCode = (text: string | null | undefined) =>
  isLongEnough(text, POSTAL_CODE_TYPEAHEAD_MIN_LENGTH);
export const canSearchHeader = (text: string | null | undefined) =>
  isLongEnough(text, HEADER_SEARCH_MIN_LENGTH);

const couponCodeMessage = encodeMessage(MESSAGE_KEYS.CouponCodeRequired);

/** A coupon code: non-empty once trimmed, to apply it and to remove it. */
export const couponCodeSchema = z
  .string({ error: couponCodeMessage })
  .trim()
  .min(1, { error: couponCodeMessage });

/** The body of POST api/v1/shoppingcarts/coupon. */
export const couponFormSchema = z.object({ CouponCode: couponCodeSchema });

/** The apply button works only with a code in the field. */
export const canApplyCoupon = (code: string | null | undefined) => isLongEnough(code, 1);
/** Remove works only when the code field is non-empty (spec 001 §5). */
export const canRemoveCoupon = (code: string | null | undefined) => isLongEnough(code, 1);

const quantityMandatory = encodeMessage(MESSAGE_KEYS.QuantityIsMandatory);

/** The most prepaid money one top-up may add, in the shop currency's major units. */
export const PREPAID_TOPUP_MAX = 5_000;

/**
 * The Quantity of prepaid money to add: a positive number, else Sales.QuantityIsMandatory. An empty
 * number input reaches react-hook-form's `valueAsNumber` as NaN, which fails here with the same message.
 */
export const prepaidQuantitySchema = z
  .number({ error: quantityMandatory })
  .positive({ error: quantityMandatory })
  .max(PREPAID_TOPUP_MAX, { error: encodeMessage(MESSAGE_KEYS.Max, { max: PREPAID_TOPUP_MAX }) })
  .multipleOf(0.01, { error: encodeMessage(MESSAGE_KEYS.Step, { step: 0.01 }) });

/** The body of POST /api/v1/sales/prepaidaccounts/addtocart. */
export const prepaidAddToCartSchema = z.object({
  PrepaidAccountId: z.union([z.string().trim().min(1), z.number().int().positive()], {
    error: encodeMessage(MESSAGE_KEYS.Required),
  }),
  Quantity: prepaidQuantitySchema,
});

/** A wishlist quantity as saved: a positive whole number (the form normalises it first). */
export const wishlistQuantitySchema = z
  .number({ error: encodeMessage(MESSAGE_KEYS.Quantity) })
  .int({ error: encodeMessage(MESSAGE_KEYS.Integer) })
  .positive({ error: encodeMessage(MESSAGE_KEYS.Min, { min: 1 }) });
