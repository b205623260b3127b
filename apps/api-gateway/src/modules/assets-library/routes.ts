import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import {
  ASSET_IN_USE,
  AssetInUseSchema,
  AssetSchema,
  AssetsByFolderQuerySchema,
  AssetsByFolderSchema,
  AssetUsagesSchema,
  CreateFolderRequestSchema,
  CropResultSchema,
  DeleteFolderQuerySchema,
  FolderHierarchySchema,
  FolderNodeSchema,
  MoveAssetsRequestSchema,
  ProblemSchema,
  ReorderAssetsRequestSchema,
  RotateAssetRequestSchema,
  UpdateAssetRequestSchema,
  UpdateFolderRequestSchema,
  UploadQuerySchema,
  UploadResultSchema,
} from '@vitrine/api-client';
import { isCulture } from '@vitrine/i18n';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import { ConflictError } from '../../lib/domain-errors';
import { neverCached } from '../../lib/module';
import { HttpProblem, problems } from '../../lib/problem';
import { GUARDED_PROBLEMS, OptionalCultureQuery, Uuid } from '../../lib/route-schemas';
import { assetUsagesOf } from './asset-usages';
import { assetsLibraryService } from './assets-library-service';
import { libraryCleanup } from './cleanup';
import { uploadService } from './upload-service';

const Conflict = { 409: ProblemSchema };
const NoContent = { 204: z.null().meta({ description: 'Done' }) };
const PixelCount = z.coerce.number().int().min(0).max(1_000_000);

type Options = { config: Config };

function services(app: FastifyInstance, config: Config) {
  const library = assetsLibraryService(app.db, app.storage, {
    basePath: config.basePath,
    maxPixels: config.assets.maxPixels,
    pendingTtlMs: config.assets.temporaryUploadTtlMs,
    log: app.log,
  });
  return { library };
}

/**
 * A successful change here can change what catalogue listings show (a product's first photo, a
 * rotated photo's address, a deleted photo): their cached answers go before the reply does.
 */
function invalidateCatalogOnChange(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) app.catalogCache.invalidate();
  });
}

/**
 * The asset library under /api/v1 (spec 000 §3, §7): folders, assets and uploads. Editors and
 * admins only. The pages' and products' media are their own modules' (admin-routes.ts there).
 */
export const assetsLibraryRoutes: FastifyPluginAsyncZod<Options> = async (app, { config }) => {
  const { library } = services(app, config);
  const tmpDir = path.join(config.dataDir, 'tmp');
  await mkdir(tmpDir, { recursive: true });
  const uploads = uploadService(app.db, app.storage, {
    basePath: config.basePath,
    tmpDir,
    maxPixels: config.assets.maxPixels,
    temporaryUploadTtlMs: config.assets.temporaryUploadTtlMs,
    log: app.log,
  });

  // Expired temporary uploads and what a crash left behind. Every instance runs it; each expired
  // row is deleted by exactly one of them. Once when the gateway is ready, then periodically.
  const sweeper = libraryCleanup(app.db, app.storage, library, {
    tmpDir,
    staleAfterMs: config.assets.staleFileAgeMs,
    log: app.log,
  });
  const cleanup = async () => {
    try {
      const report = await sweeper.run();
      if (Object.values(report).some(Boolean)) app.log.info(report, 'asset library cleanup');
    } catch (error) {
      app.log.warn({ err: error }, 'asset library cleanup failed');
    }
  };
  const timer = setInterval(cleanup, config.assets.cleanupIntervalMs);
  timer.unref();
  app.addHook('onReady', async () => {
    void cleanup();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  const editor = app.requireRole('editor');
  neverCached(app);
  invalidateCatalogOnChange(app);

  app.get(
    '/assetslibrary/folders/hierarchy',
    {
      onRequest: editor,
      schema: {
        tags: ['assets library'],
        summary: 'The folder tree, or one folder’s subtree as a one-element list',
        querystring: z.object({ folderId: Uuid.optional() }),
        response: { 200: FolderHierarchySchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => library.hierarchy(request.query.folderId),
  );

  app.post(
    '/assetslibrary/folders',
    {
      onRequest: editor,
      schema: {
        tags: ['assets library'],
        summary: 'Create a folder (ParentId null or absent: at the root)',
        body: CreateFolderRequestSchema,
        response: { 201: FolderNodeSchema, ...GUARDED_PROBLEMS, ...Conflict },
      },
    },
    async (request, reply) => reply.code(201).send(await library.createFolder(request.body)),
  );

  app.patch(
    '/assetslibrary/folders/:folderId',
    {
      onRequest: editor,
      schema: {
        tags: ['assets library'],
        summary: 'Rename and/or move a folder; into itself or below it is a 409',
        params: z.object({ folderId: Uuid }),
        body: UpdateFolderRequestSchema,
        response: { 200: FolderNodeSchema, ...GUARDED_PROBLEMS, ...Conflict },
      },
    },
    async (request) => library.updateFolder(request.params.folderId, request.body),
  );

  app.delete(
    '/assetslibrary/folders/:folderId',
    {
      onRequest: editor,
      schema: {
        tags: ['assets library'],
        summary: 'Delete a folder; a non-empty one only with Recursive=true (its whole subtree)',
        params: z.object({ folderId: Uuid }),
        querystring: DeleteFolderQuerySchema,
        response: { ...NoContent, ...GUARDED_PROBLEMS, ...Conflict },
      },
    },
    async (request, reply) => {
      await library.deleteFolder(request.params.folderId, request.query.Recursive);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/assetslibrary/assets/:assetId',
    {
      onRequest: editor,
      schema: {
        tags: ['assets library'],
        summary: 'One asset, with Width and Height',
        params: z.object({ assetId: Uuid }),
        response: { 200: AssetSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => library.asset(request.params.assetId),
  );

  app.patch(
    '/assetslibrary/assets/:assetId',
    {
      onRequest: editor,
      schema: {
        tags: ['assets library'],
        summary: 'Rename and/or move an asset',
        params: z.object({ assetId: Uuid }),
        body: UpdateAssetRequestSchema,
        response: { 200: AssetSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => library.updateAsset(request.params.assetId, request.body),
  );

  app.delete(
    '/assetslibrary/assets/:assetId',
    {
      onRequest: editor,
      schema: {
        tags: ['assets library'],
        summary:
          'Delete an asset (and its use as a product photo or page hero); refused while a published body shows it',
        params: z.object({ assetId: Uuid }),
        response: { ...NoContent, 409: AssetInUseSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => {
      // A published body would lose the image without anyone noticing: refused, with where (ADR 041).
      const usages = await assetUsagesOf(app.db, request.params.assetId, config.defaultCulture);
      if (!usages.Deletable) {
        const refusal = new ConflictError(
          'A published page, post or answer shows this asset: take it out of them first.',
          ASSET_IN_USE,
        );
        refusal.extensions = { Usages: usages.Usages };
        throw refusal;
      }
      await library.deleteAsset(request.params.assetId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/assetslibrary/assets/:assetId/usages',
    {
      onRequest: editor,
      schema: {
        tags: ['assets library'],
        summary: 'Where an asset is used (products, pages, news, FAQ) and whether it may be deleted',
        params: z.object({ assetId: Uuid }),
        querystring: OptionalCultureQuery,
        response: { 200: AssetUsagesSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) =>
      assetUsagesOf(app.db, request.params.assetId, request.query.culture ?? config.defaultCulture),
  );

  app.post(
    '/assetslibrary/assets/move',
    {
      onRequest: editor,
      schema: {
        tags: ['assets library'],
        summary: 'Move assets to the end of a folder',
        body: MoveAssetsRequestSchema,
        response: { ...NoContent, ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => {
      await library.moveAssets(request.body.AssetIds, request.body.FolderId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/assetslibrary/assets/reorder',
    {
      onRequest: editor,
      schema: {
        tags: ['assets library'],
        summary: 'Put a folder’s assets in this order (the others follow in theirs)',
        body: ReorderAssetsRequestSchema,
        response: { ...NoContent, ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => {
      await library.reorder(request.body.FolderId, request.body.AssetIds);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/assetslibrary/assets/:assetId/rotate',
    {
      onRequest: editor,
      schema: {
        tags: ['assets library'],
        summary: 'Turn a square image by 90° (a new revision of its files); other images are a 409',
        params: z.object({ assetId: Uuid }),
        body: RotateAssetRequestSchema,
        response: { 200: AssetSchema, ...GUARDED_PROBLEMS, ...Conflict },
      },
    },
    async (request) => library.rotate(request.params.assetId, request.body.Direction),
  );

  // Multipart only here: every other route keeps answering a non-JSON body with a 415.
  await app.register(async (plain) => {
    await plain.register(multipart);
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      '/assetslibrary/uploads',
      {
        onRequest: editor,
        schema: {
          tags: ['assets library'],
          summary:
            'Upload files (multipart/form-data, `files` parts): each answers with its asset, its tmpName (Temporary=true) or its Error',
          querystring: UploadQuerySchema,
          response: {
            200: UploadResultSchema,
            ...GUARDED_PROBLEMS,
            413: ProblemSchema,
            415: ProblemSchema,
          },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new HttpProblem(
            415,
            '/problems/unsupported-media-type',
            'Send the files as multipart/form-data.',
          );
        const query = request.query;
        const folder = await library.existingFolder(query.FolderId);
        const maxFileSize = Math.min(
          config.assets.maxFileSize,
          query.MaxFileSize ?? Number.POSITIVE_INFINITY,
        );
        const maxFiles = Math.min(config.assets.maxFiles, query.MaxFiles ?? Number.POSITIVE_INFINITY);
        const files = await uploads.receive(request, { maxFileSize, maxFiles });
        try {
          return await uploads.process(files, {
            folderId: folder?.id ?? null,
            accept: query.Accept,
            temporary: query.Temporary,
            pending: query.Pending,
            maxFileSize,
            userId: request.user.id,
          });
        } finally {
          await uploads.discard(files);
        }
      },
    );
  });
};

/**
 * The library's addresses outside /api/v1, as the spec writes them: the folder listing under the
 * culture segment (routed here before the storefront's catch-all, being more specific) and the
 * crop call under /assets.
 */
export const assetsLibraryWebRoutes: FastifyPluginAsyncZod<Options> = async (app, { config }) => {
  const { library } = services(app, config);
  const editor = app.requireRole('editor');
  neverCached(app);

  const listing = {
    tags: ['assets library'],
    querystring: AssetsByFolderQuerySchema,
    response: { 200: AssetsByFolderSchema, ...GUARDED_PROBLEMS },
  };
  const knownCulture = (culture: string) => {
    if (!isCulture(culture)) throw problems.notFound(`There is no language '${culture}'.`);
  };

  app.get(
    '/:culture/assetslibrary/asset/assetsbyfolder',
    {
      onRequest: editor,
      schema: {
        ...listing,
        summary: 'The root folder’s assets, a page at a time',
        params: z.object({ culture: z.string() }),
      },
    },
    async (request) => {
      knownCulture(request.params.culture);
      return library.assetsByFolder(null, null, request.query);
    },
  );

  app.get(
    '/:culture/assetslibrary/asset/assetsbyfolder/:rootFolderId/:folderId',
    {
      onRequest: editor,
      schema: {
        ...listing,
        summary: 'A folder’s assets, a page at a time; rootFolderId is the folder or one of its ancestors',
        params: z.object({ culture: z.string(), rootFolderId: Uuid, folderId: Uuid }),
      },
    },
    async (request) => {
      knownCulture(request.params.culture);
      return library.assetsByFolder(request.params.rootFolderId, request.params.folderId, request.query);
    },
  );

  app.get(
    '/assets/croptempimg/:tmpName/:x/:y/:w/:h/:cropWidth/:cropHeight',
    {
      // A GET that creates an asset: editors only, and the anti-forgery header as for any unsafe call.
      onRequest: [editor, app.verifyAntiforgery],
      schema: {
        tags: ['assets library'],
        summary:
          'Crop a temporary upload into a new asset of exactly cropWidth × cropHeight; problems the editor can fix come back as Error (200)',
        params: z.object({
          tmpName: z.string().regex(/^[0-9a-f]{16,64}$/, 'Validation.Invalid'),
          x: PixelCount,
          y: PixelCount,
          w: PixelCount.min(1),
          h: PixelCount.min(1),
          cropWidth: PixelCount.min(1).max(10_000),
          cropHeight: PixelCount.min(1).max(10_000),
        }),
        querystring: z.object({
          keepOriginal: z
            .enum(['true', 'false'])
            .optional()
            .transform((value) => value === 'true'),
        }),
        response: { 200: CropResultSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => library.crop({ ...request.params, keepOriginal: request.query.keepOriginal }),
  );
};
