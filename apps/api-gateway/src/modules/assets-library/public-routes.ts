import {
  AssetsByFolderQuerySchema,
  AssetsByFolderSchema,
  FolderHierarchySchema,
  ProblemSchema,
} from '@vitrine/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { problems } from '../../lib/problem';
import { Uuid } from '../../lib/route-schemas';
import { assetsLibraryService } from './assets-library-service';

/** Short: an editor's new file shows on the shop within a minute. */
const CACHE = 'public, max-age=60';

/**
 * What the shop's pages may read of the asset library: the subtree of one folder at its root,
 * named by ASSETS_PUBLIC_FOLDER, and the files in it (the storefront's folder widget, spec 001
 * §2 and §4). Everything else stays the editors': a folder outside that subtree, or any folder
 * when none is configured, is not found. The files themselves are served at their published
 * addresses, as every page's images are.
 */
export const assetsLibraryPublicRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const library = assetsLibraryService(app.db, app.storage, {
    basePath: config.basePath,
    maxPixels: config.assets.maxPixels,
    pendingTtlMs: config.assets.temporaryUploadTtlMs,
    log: app.log,
  });
  const publicName = config.assets.publicFolder;

  /** The public root, and the folder asked for when it is inside it (else 404). */
  async function publicFolder(folderId: string | undefined) {
    const root = publicName ? await library.repository.rootFolderNamed(publicName) : null;
    if (!root) throw problems.notFound('No folder of the library is published.');
    if (!folderId || folderId === root.id) return { root, folder: root };
    const folder = await library.repository.folder(folderId);
    if (!folder?.path.startsWith(root.path))
      throw problems.notFound(`There is no published folder '${folderId}'.`);
    return { root, folder };
  }

  app.get(
    '/assetslibrary/public/folders/hierarchy',
    {
      schema: {
        tags: ['assets library'],
        summary: 'The published folder tree (or one published folder’s subtree), as a one-element list',
        querystring: z.object({ folderId: Uuid.optional() }),
        response: { 200: FolderHierarchySchema, 400: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { folder } = await publicFolder(request.query.folderId);
      reply.header('cache-control', CACHE);
      return library.hierarchy(folder.id);
    },
  );

  app.get(
    '/assetslibrary/public/folders/:folderId/assets',
    {
      schema: {
        tags: ['assets library'],
        summary: 'The files of a published folder, a page at a time',
        params: z.object({ folderId: Uuid }),
        querystring: AssetsByFolderQuerySchema,
        response: { 200: AssetsByFolderSchema, 400: ProblemSchema, 404: ProblemSchema },
      },
    },
    async (request, reply) => {
      const { root, folder } = await publicFolder(request.params.folderId);
      reply.header('cache-control', CACHE);
      return library.assetsByFolder(root.id, folder.id, request.query);
    },
  );
};
