import { VatCheckAnswerSchema, type VatCheckQuery } from '../contracts/vat';
import { type CallOptions, type Requester, withCall } from '../http';

/** The checkout's VAT number check (the cart page's `validateVAT` operation, spec 001 §7). */
export function vatApi(request: Requester) {
  return {
    /** GET {app}/api/v1/sales/customers/checkisvatvalid/: the format, then the EU's VIES register. */
    validateVAT: (query: VatCheckQuery, call?: CallOptions) =>
      request('GET', '/api/v1/sales/customers/checkisvatvalid/', {
        query: { ...query },
        schema: VatCheckAnswerSchema,
        ...withCall(call, [400, 429]),
      }),
  };
}
