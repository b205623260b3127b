import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  BulkPriceChangeSchema,
  BulkPricePreviewSchema,
  BulkPriceResultSchema,
  CatalogCsvExportQuerySchema,
  CatalogCsvImportQuerySchema,
  CatalogCsvReportSchema,
  ProblemSchema,
} from '@vitrine/api-client';
import { stringify } from 'csv-stringify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../lib/domain-errors';
import { neverCached } from '../../lib/module';
import { GUARDED_PROBLEMS } from '../../lib/route-schemas';
import type { BulkPriceService } from './bulk-price-service';
import type { CatalogCsvService } from './catalog-csv-service';

const TAGS = ['back office catalogue'];
/** A catalogue file of 100,000 rows with its six cultures stays well below this. */
const MAX_UPLOAD_BYTES = 512 * 1024 * 1024;

/**
 * Bulk work on the catalogue (ADR 040), for catalogue staff and admins: the CSV export and import
 * (with its dry run), and price changes by a percentage on the list's selection.
 */
export const catalogBulkRoutes: FastifyPluginAsyncZod<{
  csv: CatalogCsvService;
  prices: BulkPriceService;
}> = async (app, { csv, prices }) => {
  const writer = app.requireRole('catalogue');
  neverCached(app);
  const actor = (request: { user: { id: string } }) => ({ id: request.user.id });

  app.get(
    '/backoffice/catalog/manage/csv/export',
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary:
          'The products the list’s filters select as CSV (UTF-8), one row per variant, with prices and stock (ADR 040)',
        querystring: CatalogCsvExportQuerySchema,
        response: { 200: z.any().meta({ description: 'text/csv' }), ...GUARDED_PROBLEMS },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`);
      // A byte-order mark first: spreadsheets then read the file as UTF-8.
      return reply.send(Readable.from(csv.exportRows(request.query)).pipe(stringify({ bom: true })));
    },
  );

  app.post(
    '/backoffice/catalog/manage/bulk-prices/preview',
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'How many products a price change by a percentage would touch, with a few examples',
        body: BulkPriceChangeSchema,
        response: { 200: BulkPricePreviewSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => prices.preview(request.body),
  );

  app.post(
    '/backoffice/catalog/manage/bulk-prices',
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Change the selected products’ prices by a percentage, in one transaction, audited',
        body: BulkPriceChangeSchema,
        response: { 200: BulkPriceResultSchema, ...GUARDED_PROBLEMS },
      },
    },
    async (request) => prices.apply(request.body, actor(request)),
  );

  // Multipart only here: every other route keeps answering a non-JSON body with a 415.
  await app.register(async (plain) => {
    await plain.register(multipart, { limits: { files: 1, fileSize: MAX_UPLOAD_BYTES } });
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.post(
      '/backoffice/catalog/manage/csv/import',
      {
        onRequest: writer,
        schema: {
          tags: TAGS,
          summary:
            'Import a catalogue CSV (multipart, one file part), read as it arrives, in batches of whole products each written all or nothing; dryRun=true writes nothing and reports every bad row',
          querystring: CatalogCsvImportQuerySchema,
          response: {
            200: CatalogCsvReportSchema,
            ...GUARDED_PROBLEMS,
            413: ProblemSchema,
            415: ProblemSchema,
          },
        },
      },
      async (request) => {
        if (!request.isMultipart())
          throw new ValidationError({ File: ['CatalogCsv.NoFile'] }, 'Send the file as multipart/form-data.');
        const file = await request.file();
        if (!file) throw new ValidationError({ File: ['CatalogCsv.NoFile'] }, 'The request has no file.');
        const report = await csv.importCsv(file.file, {
          dryRun: request.query.dryRun,
          actor: actor(request),
        });
        if (file.file.truncated)
          throw new ValidationError({ File: ['CatalogCsv.TooLarge'] }, 'The file is too large.');
        return report;
      },
    );
  });
};
