import { useEffect, useState } from 'react';

/** Whether a media query matches; false on the server and until the page has hydrated. */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    // Test environments and old engines may hand back a partial MediaQueryList.
    if (!list || typeof list.addEventListener !== 'function') return;
    setMatches(list.matches);
    const onChange = () => setMatches(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
