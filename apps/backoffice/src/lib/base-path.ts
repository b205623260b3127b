/**
 * Where the back office lives, e.g. '/admin' (or '/shop/admin' behind an application path).
 * Vite's `base` is the single source: the router's basename and the API origin path follow from it.
 */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/+$/, '');

/** The application path the gateway serves the API under ('' or e.g. '/shop'). */
export const API_BASE_URL = BASENAME.replace(/\/admin$/, '');
