/** Spec 001 §4, §9: the reference update's outcome modal closes by itself after this long. */
export const CUSTOMER_REFERENCE_MODAL_CLOSE_MS = 3000;
