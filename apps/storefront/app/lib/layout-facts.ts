/**
 * What the culture layout's loader already has and a page's meta needs: the shop's name and the
 * strings. Pages read it from the layout's match rather than fetching the settings again.
 */
export interface LayoutFacts {
  shopName: string;
  strings: Record<string, string>;
}

export const LAYOUT_ROUTE_ID = 'routes/culture-layout';

type Match = { id: string; data?: unknown } | undefined;

export function layoutFacts(matches: readonly Match[]): LayoutFacts {
  const layout = matches.find((match) => match?.id === LAYOUT_ROUTE_ID)?.data as
    | { settings?: { ShopName?: string }; strings?: Record<string, string> }
    | undefined;
  return { shopName: layout?.settings?.ShopName ?? '', strings: layout?.strings ?? {} };
}
