/**
 * Business limits of spec 001 §5 and §9 that input checks depend on. The UI reads them to decide when to
 * call the server; the gateway's schemas enforce the same numbers.
 */

/** Search suggestions are requested from 2 typed characters on. */
export const SEARCH_SUGGESTIONS_MIN_LENGTH = 2;
/**
 * Spec 001 §9's suggestion accuracy (0.3): how close a word must be to a word of the catalogue to be
 * read as a typo of it, when a search matched nothing. The result page uses it too, so that a text
 * finds the same products in the dropdown and on the page (ADR 012).
 */
export const SEARCH_ACCURACY = 0.3;
/** The customer reference search needs at least 2 characters. */
export const REFERENCE_SEARCH_MIN_LENGTH = 2;
/** The sales staff's customer picker searches from 2 characters of the e-mail. */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;
/** The postal-code typeahead starts at 4 characters. */
export const POSTAL_CODE_TYPEAHEAD_MIN_LENGTH = 4;
/** The header search does nothing on an empty text. */
export const HEADER_SEARCH_MIN_LENGTH = 1;

/** A quantity input's minimum when data-min-qty is absent. */
export const DEFAULT_QUANTITY_MIN = 1;
/** A quantity input's step when none is given. */
export const DEFAULT_QUANTITY_STEP = 1;
/** A maximum quantity of 0 (or none) means no maximum. */
export const NO_QUANTITY_MAX = 0;
/**
 * Without a maximum, quantities still stop at a billion: nobody orders more, and beyond it a typo such as
 * 1e16 would lose the exactness that step multiples rely on.
 */
export const QUANTITY_CEILING = 1_000_000_000;

/** Refund amounts are shown with 2 decimals and a decimal comma. */
export const REFUND_AMOUNT_DECIMALS = 2;
export const REFUND_DECIMAL_SEPARATOR = ',';

/** Whether a typed search text is long enough to send, counted without surrounding spaces. */
export function isLongEnough(text: string | null | undefined, minLength: number): boolean {
  return (text ?? '').trim().length >= minLength;
}
