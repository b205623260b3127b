import { alternatesFromData } from '../features/document/page-alternates';
import { useTranslation } from '../features/i18n/translation-context';
import { StockNotificationForm } from '../features/stock-notifications/stock-notification-form';
import {
  loadSubscribePage,
  subscribeWithoutScript,
} from '../features/stock-notifications/stock-notification-pages.server';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/stock-notification-subscribe';

export const handle: PageHandle = { alternates: alternatesFromData };

/**
 * {app}/{culture}/catalog/stocknotification/subscribe?ProductVariantId&ProductId (spec 001 §2):
 * the back-in-stock form as a page, for a direct link and for browsers without script; the
 * product page opens the same form in a modal.
 */
export function loader({ context, request, params }: Route.LoaderArgs) {
  routeCulture(params);
  return loadSubscribePage(context, request);
}

export function action({ params, context, request }: Route.ActionArgs) {
  return subscribeWithoutScript(context, routeCulture(params), request);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { shopName, strings } = layoutFacts(matches);
  const title = strings['StockNotification.Title'] ?? 'Back-in-stock notice';
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: 'robots', content: 'noindex' }];
};

export default function StockNotificationSubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="stock-notification-page">
      <h1>{t('StockNotification.Title')}</h1>
      <StockNotificationForm
        productVariantId={loaderData.productVariantId}
        productId={loaderData.productId}
        outcome={actionData?.outcome ?? null}
      />
    </section>
  );
}
