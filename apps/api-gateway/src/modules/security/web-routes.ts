import { isCulture } from '@vitrine/i18n';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

/**
 * The storefront's logoff link, {app}/{culture}/security/logoff: an ordinary link the browser
 * follows (never loaded in place), so the session cookie is cleared on the page's own response.
 * Only a link followed from this site signs out: another site cannot log a shopper out.
 */
export const logoffRoute: FastifyPluginAsync<{ basePath: string }> = async (app, { basePath }) => {
  app.get<{ Params: { culture: string } }>('/:culture/security/logoff', async (request, reply) => {
    const { culture } = request.params;
    if (!isCulture(culture)) return reply.callNotFound();
    if (isSameSite(request)) await reply.endSession();
    return reply.header('cache-control', 'no-store').redirect(`${basePath}/${culture}`, 303);
  });
};

function isSameSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none';
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).host === request.host;
  } catch {
    return false;
  }
}
