import { useEffect } from 'react';

const SUFFIX = 'Vitrine';

/** Names the browser tab after the page, so tabs and screen-reader history tell pages apart. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SUFFIX}` : SUFFIX;
  }, [title]);
}
