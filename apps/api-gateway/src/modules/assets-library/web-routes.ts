import { ProblemSchema } from '@vitrine/api-client';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileKey, imageUrl } from '../../lib/asset-files';
import { problems } from '../../lib/problem';
import { assetsLibraryRepository } from './assets-library-repository';
import { completeRenditions } from './assets-library-service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const RENDITION = /^(large|thumb)(?:-r([1-9]\d{0,8}))?\.webp$/;
const isUuid = (value: string) => z.string().uuid().safeParse(value).success;

/** Nothing served here may run as a document or be read as another type. */
function lockDown(reply: FastifyReply) {
  return reply
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-site');
}

/**
 * Library files by asset id. A rendition's file never changes once written (a rotation writes the
 * next revision under a new name), so it is cached for a year; the headers keep a browser from
 * reading it as anything but what it is.
 */
export const assetFileRoutes: FastifyPluginAsyncZod<{ basePath?: string; maxPixels: number }> = async (
  app,
  options,
) => {
  const basePath = options.basePath ?? '';
  const repository = assetsLibraryRepository(app.db);

  app.get(
    '/assets/images/:assetId/:rendition',
    {
      schema: {
        tags: ['assets'],
        summary: 'An image rendition (large ≤ 1200 px, thumb ≤ 320 px) as WebP; -rN names revision N',
        params: z.object({ assetId: z.string(), rendition: z.string() }),
        response: {
          200: z.any().meta({ description: 'image/webp' }),
          302: z.any().meta({ description: 'To the current revision' }),
          404: ProblemSchema,
        },
      },
    },
    async (request, reply) => {
      const { assetId, rendition } = request.params;
      // Anything but a known rendition of a UUID is simply not there: a 404, not a 400.
      const match = RENDITION.exec(rendition);
      if (!match || !isUuid(assetId)) throw problems.notFound('There is no such image.');
      const id = assetId.toLowerCase();
      const name = match[1] as 'large' | 'thumb';
      const revision = Number(match[2] ?? 0);
      const key = `images/${id}/${rendition}`;
      let file = await app.storage.get(key);
      const current = file ? null : await repository.servedFile(id);
      // Asked for before its job made it: made now, from the upload kept for it (ADR 039).
      if (
        !file &&
        current?.fileType === 'Image' &&
        current.revision === 0 &&
        revision === 0 &&
        name === 'large'
      ) {
        await completeRenditions(app.storage, id, current.mimeType, options.maxPixels);
        file = await app.storage.get(key);
      }
      if (file)
        return lockDown(reply)
          .type('image/webp')
          .header('content-length', file.size)
          .header('cache-control', IMMUTABLE)
          .send(file.stream);
      // An older revision's address (a page cached before a rotation): to the current one, briefly cached.
      if (current?.fileType === 'Image' && current.revision !== revision)
        return reply
          .header('cache-control', 'no-cache')
          .redirect(imageUrl(basePath, id, name, current.revision), 302);
      throw problems.notFound('There is no such image.');
    },
  );

  app.get(
    '/assets/files/:assetId/:fileName',
    {
      schema: {
        tags: ['assets'],
        summary: 'A library file that is not an image, as a download under its name',
        params: z.object({ assetId: z.string(), fileName: z.string() }),
        response: { 200: z.any().meta({ description: 'The file' }), 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { assetId } = request.params;
      if (!isUuid(assetId)) throw problems.notFound('There is no such file.');
      const id = assetId.toLowerCase();
      const current = await repository.servedFile(id);
      const file = current?.fileType === 'Other' ? await app.storage.get(fileKey(id)) : null;
      if (!current || !file) throw problems.notFound('There is no such file.');
      // The stored bytes never change; a rename only changes the name in the address.
      return lockDown(reply)
        .type(current.mimeType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', attachment(current.name))
        .send(file.stream);
    },
  );
};

/** RFC 6266: an ASCII fallback and the exact UTF-8 name. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
