import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

type Directives = Record<string, Iterable<string | ((req: unknown, res: ServerResponse) => string)> | null>;

const nonceKey = Symbol('cspNonce');
type WithNonce = ServerResponse & { [nonceKey]?: string };

/** This response's script nonce, made on first use (helmet asks for it while writing the header). */
function nonceOf(res: ServerResponse): string {
  const response = res as WithNonce;
  response[nonceKey] ??= randomBytes(16).toString('base64');
  return response[nonceKey];
}

/** The nonce the response's Content-Security-Policy header names; the render gives it to its scripts. */
export const cspNonce = (reply: FastifyReply): string => nonceOf(reply.raw);

/**
 * The Content Security Policies (helmet directives). No inline script runs without the page's
 * nonce; images come from us, data: URLs and the configured origins only.
 * - `default`: the API, the documents it serves and everything without a page of its own.
 * - `storefront`: a nonce per response. 'strict-dynamic' lets the scripts we trust load others
 *   (React Router's route modules, consent-gated tags); 'self' is for browsers without it. Its
 *   maps' tiles come from the configured tile server (MAP_TILE_URL).
 * - `backoffice`: the crop dialog's cropper reads the chosen file through a blob: URL
 *   (react-advanced-cropper fetches it to read its orientation, then shows it as an image), so
 *   blob: is allowed for images and fetches there, and only there.
 */
/**
 * The origin the storefront's map tiles come from (MAP_TILE_URL), for img-src. A label holding a
 * placeholder (`{s}.tile.example`, the tile servers' subdomains) becomes a wildcard.
 */
export function tileOrigin(tileUrl: string): string {
  const [, scheme = 'https', host = ''] = /^(https?):\/\/([^/?#]+)/.exec(tileUrl) ?? [];
  const labels = host.split('.').map((label) => (label.includes('{') ? '*' : label));
  return `${scheme}://${labels.join('.')}`;
}

/** The video widgets' player frames, loaded only when a visitor opens a video and consents (ADR 042). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

export function contentSecurityPolicies(config: Pick<Config, 'cspImageOrigins' | 'payments' | 'maps'>) {
  const images = ["'self'", 'data:', ...config.cspImageOrigins];
  // Adyen's drop-in (ADR 024): its script and styles, its API calls and its card fields' frames
  // come from its checkoutshopper host of the account's environment. None with the test provider.
  const payment =
    config.payments.provider === 'adyen'
      ? [`https://checkoutshopper-${config.payments.adyen.environment}.adyen.com`]
      : [];
  const base: Directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Server-rendered style attributes (a swatch's colour, a progress bar's width).
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: images,
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: null,
  };
  return {
    default: base,
    storefront: {
      ...base,
      scriptSrc: [
        "'self'",
        (_req: unknown, res: ServerResponse) => `'nonce-${nonceOf(res)}'`,
        "'strict-dynamic'",
        ...payment,
      ],
      styleSrc: ["'self'", "'unsafe-inline'", ...payment],
      // The pickup-point dialog's and the pages' maps show the configured tile server's images.
      imgSrc: [...images, tileOrigin(config.maps.tileUrl), ...payment],
      connectSrc: ["'self'", ...payment],
      // The video widgets' players (ADR 042): YouTube's privacy-enhanced host and Vimeo's player.
      frameSrc: ["'self'", ...payment, ...VIDEO_PLAYER_ORIGINS],
    },
    backoffice: { ...base, imgSrc: [...images, 'blob:'], connectSrc: ["'self'", 'blob:'] },
  };
}

/** Route options that give a route one of the policies above (read by the security headers plugin). */
export const withPolicy = (directives: Directives) => ({
  helmet: { contentSecurityPolicy: { useDefaults: false, directives } },
});

/**
 * The API documentation's page (Swagger UI): its own scripts only, and the one style element its
 * bundle inserts, allowed by hash rather than by 'unsafe-inline'. A new Swagger UI version that
 * inserts another style shows as a CSP error on /api/docs (the platform journey fails on it).
 */
export const API_DOCS_POLICY = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "form-action 'self'",
].join('; ');
