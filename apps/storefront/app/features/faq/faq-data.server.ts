import type { ApiClient } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { loadBlockWidgets } from '../content/widgets/widget-data.server';

/** The FAQ of a culture with the data of the widgets its answers hold (read on the server). */
export async function loadFaq(api: ApiClient, culture: Culture) {
  const faq = await api.faq.page(culture);
  const blocks = faq.Sections.flatMap((section) => section.Entries.flatMap((entry) => entry.Answer));
  return { faq, widgets: await loadBlockWidgets(api, culture, blocks) };
}
