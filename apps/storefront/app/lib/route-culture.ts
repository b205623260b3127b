import { type Culture, isCulture } from '@vitrine/i18n';
import { data } from 'react-router';

/**
 * The culture of a page under {app}/{culture}: the one parser every loader and action uses. The
 * culture layout redirects a foreign or mistyped segment before a page renders, so a page that
 * still gets one answers 404.
 */
export function routeCulture(params: { culture?: string | undefined }): Culture {
  if (!isCulture(params.culture)) throw data(null, { status: 404 });
  return params.culture;
}
