import type { CurrentUser, ShopperCurrencies, SiteSettings } from '@vitrine/api-client';
import { createContext, type ReactNode, useContext } from 'react';

export interface Site {
  basePath: string;
  cmsName: string;
  settings: SiteSettings;
  user: CurrentUser | null;
  /** The shopper's currency, today's rate from the shop's and the currencies offered (ADR 019). */
  currency?: ShopperCurrencies | null;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite needs a SiteProvider');
  return site;
}
