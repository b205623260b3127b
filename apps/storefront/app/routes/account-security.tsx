import { loadTwoFactorStatus } from '../features/account/account-loaders.server';
import { TwoFactorSettings } from '../features/account/two-factor-settings';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/account-security';

export const handle: PageHandle = { alternates: alternatesFromData };

/** {app}/{culture}/account/security: two-step verification; a visitor is sent to sign in first. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { basePath } = context.site;
  return {
    status: await loadTwoFactorStatus(context.api, culture, basePath),
    alternates: samePathAlternates(basePath, '/account/security'),
  };
}

// One person's settings: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['Security.TwoFactorTitle'] ?? 'Two-step verification';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function AccountSecurity({ loaderData }: Route.ComponentProps) {
  return <TwoFactorSettings status={loaderData.status} />;
}
