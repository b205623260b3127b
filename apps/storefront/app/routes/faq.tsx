import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { JsonLd } from '../features/catalog/product/product-json-ld';
import { alternatesFromData, samePathAlternates } from '../features/document/page-alternates';
import { loadFaq } from '../features/faq/faq-data.server';
import { faqJsonLd } from '../features/faq/faq-json-ld';
import { FaqView } from '../features/faq/faq-view';
import { useTranslation } from '../features/i18n/translation-context';
import { layoutFacts } from '../lib/layout-facts';
import { routeCulture } from '../lib/route-culture';
import type { PageHandle } from '../root';
import type { Route } from './+types/faq';

export const handle: PageHandle = { alternates: alternatesFromData };

/** The FAQ: published questions by section, answers rendered with their widgets' data. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const culture = routeCulture(params);
  const { faq, widgets } = await loadFaq(context.api, culture);
  const base = context.site.basePath;
  return {
    faq,
    widgets,
    // Only the languages that have a FAQ are offered as its translations.
    alternates: samePathAlternates(base, '/faq').filter(
      (alternate) => faq.Cultures.includes(alternate.Culture) || alternate.Culture === culture,
    ),
    canonical: `${new URL(request.url).origin}${inApp(base, shopUrls.faq(culture))}`,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const { strings, shopName } = layoutFacts(matches);
  return [
    { title: `${strings['Faq.Title'] ?? ''} | ${shopName}` },
    { name: 'description', content: strings['Faq.Description'] ?? '' },
    ...(data ? [{ tagName: 'link', rel: 'canonical', href: data.canonical }] : []),
  ];
};

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { faq, widgets } = loaderData;
  return (
    <div className="faq-page">
      <header className="page-header">
        <h1>{t('Faq.Title')}</h1>
      </header>
      <FaqView faq={faq} widgets={widgets} />
      {faq.Sections.length ? <JsonLd data={faqJsonLd(faq)} /> : null}
    </div>
  );
}
