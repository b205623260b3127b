import { useEffect, useState } from 'react';

/** The value once it stopped changing for `delay` ms: a search field asks the server once per pause. */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Search terms shorter than this list everything, as the API's Q does. */
export const MIN_SEARCH_LENGTH = 2;

export function effectiveSearch(term: string): string {
  const trimmed = term.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : '';
}
