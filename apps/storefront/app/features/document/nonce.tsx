import { createContext, useContext } from 'react';

/**
 * The Content Security Policy nonce of the response being rendered. Only the server render knows
 * it (from the gateway); in the browser it stays empty, since React does not re-render the
 * scripts it hydrates, and browsers hide a nonce from the DOM anyway.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);

/**
 * The nonce of the current page, for scripts inserted later (consent-gated snippets): read from
 * the element's `nonce` property, which browsers keep while hiding the attribute.
 */
export function pageNonce(doc: Document = document): string | undefined {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || undefined;
}
