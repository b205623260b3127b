import { ConfirmEmailChangePage } from '../features/account/confirm-email-change-page';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { layoutFacts } from '../lib/layout-facts';
import type { PageHandle } from '../root';
import type { Route } from './+types/confirm-email-change';

export const handle: PageHandle = { alternates: alternatesFromData };

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    token: new URL(request.url).searchParams.get('token') ?? '',
    alternates: samePathAlternates(context.site.basePath, '/security/confirm-email-change'),
  };
}

// A link for one person: nothing for a search engine.
export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['AccountProfile.ConfirmEmailChangeTitle'] ?? 'Confirm my new address';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

/** {app}/{culture}/security/confirm-email-change?token=: makes the new address the account's. */
export default function ConfirmEmailChange({ loaderData }: Route.ComponentProps) {
  return <ConfirmEmailChangePage token={loaderData.token} />;
}
