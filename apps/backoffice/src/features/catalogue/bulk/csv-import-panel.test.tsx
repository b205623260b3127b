import { screen, waitFor, within } from '@testing-library/react';
import type { CatalogCsvReport, StaffProductList } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { type FakeRequest, json, problem, staffUser } from '../../../test/fake-api';
import { renderApp, text } from '../../../test/render-app';

const ME = 'GET /api/v1/security/me';
const MANAGE = '/api/v1/backoffice/catalog/manage';
const IMPORT = `POST ${MANAGE}/csv/import`;
const EMPTY: StaffProductList = { Items: [], Total: 0, Page: 1, PageSize: 50 };

const report = (over: Partial<CatalogCsvReport>): CatalogCsvReport => ({
  DryRun: true,
  Rows: 1000,
  Products: 1000,
  Created: 997,
  Updated: 0,
  Unchanged: 0,
  Batches: 5,
  AppliedBatches: 2,
  Errors: [],
  ErrorCount: 0,
  ...over,
});

const BAD = report({
  Errors: [
    { Line: 11, Column: 'UnitPrice', Message: 'CatalogAdmin.PriceNegative' },
    { Line: 501, Column: 'Sku', Message: 'CatalogCsv.SkuTwice' },
    { Line: 778, Column: 'Slug.fr', Message: 'CatalogAdmin.SlugInvalid' },
  ],
  ErrorCount: 3,
});

/** An answer the test lets go of when it has looked at the page in between. */
function held() {
  let release: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

const csvFile = (name: string) => new File(['Reference,Sku\n'], name, { type: 'text/csv' });

describe('the catalogue CSV import', () => {
  it('shows the upload’s progress, then every bad row of the dry run, and imports only a clean file', async () => {
    const answers: (() => Promise<Response> | Response)[] = [];
    const sent: FakeRequest[] = [];
    const view = renderApp({
      url: '/admin/catalogue?view=bulk',
      routes: {
        [ME]: () => json(200, staffUser(['catalogue'])),
        [`GET ${MANAGE}/products`]: () => json(200, EMPTY),
        [IMPORT]: (request) => {
          sent.push(request);
          const next = answers.shift();
          if (!next) throw new Error('no answer prepared');
          return next();
        },
      },
    });
    const section = await screen.findByRole('region', { name: text('CatalogBulk.ImportHeading') });
    const importButton = within(section).getByRole('button', { name: text('CatalogBulk.Import') });
    expect(importButton).toHaveProperty('disabled', true);

    // The bad file: the fake sends half of it, then waits for the server's answer.
    const first = held();
    answers.push(() => first.response);
    await view.user.upload(screen.getByTestId('catalogue-csv-file'), csvFile('catalogue-bad.csv'));
    const bar = await within(section).findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    expect(within(section).getByText(`${text('CatalogBulk.Uploading')} 50 %`)).toBeTruthy();
    first.release(json(200, BAD));

    const table = await within(section).findByRole('table', { name: text('CatalogBulk.ErrorsTable') });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['11', 'UnitPrice', text('CatalogAdmin.PriceNegative')],
      ['501', 'Sku', text('CatalogCsv.SkuTwice')],
      ['778', 'Slug.fr', text('CatalogAdmin.SlugInvalid')],
    ]);
    expect(within(section).getByText(text('CatalogBulk.BadRows', { count: 3 }))).toBeTruthy();
    expect(within(section).queryByRole('progressbar')).toBeNull();
    expect(importButton).toHaveProperty('disabled', true);
    expect(sent[0]?.url.searchParams.get('dryRun')).toBe('true');
    expect(sent[0]?.headers.get('x-csrf-token')).toBe('test-token');
    expect((sent[0]?.form?.get('file') as File | null)?.name).toBe('catalogue-bad.csv');

    // The fixed file: a clean dry run opens the import, which reports what it wrote.
    answers.push(() => json(200, report({ Created: 1000, AppliedBatches: 5 })));
    await view.user.upload(screen.getByTestId('catalogue-csv-file'), csvFile('catalogue-fixed.csv'));
    expect(
      await within(section).findByText(text('CatalogBulk.DryRunClean', { rows: 1000, products: 1000 })),
    ).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    await waitFor(() => expect(importButton).toHaveProperty('disabled', false));
    answers.push(() => json(200, report({ DryRun: false, Created: 1000, AppliedBatches: 5 })));
    await view.user.click(importButton);
    expect(
      await within(section).findByText(
        text('CatalogBulk.Imported', { created: 1000, updated: 0, unchanged: 0 }),
      ),
    ).toBeTruthy();
    expect(sent.map((request) => request.url.searchParams.get('dryRun'))).toEqual(['true', 'true', 'false']);
  });

  it('says why a whole file is refused: its columns, its encoding', async () => {
    const answers = [
      () =>
        problem(400, '/problems/validation', {
          errors: { Colour: ['CatalogCsv.ColumnUnknown'], UnitPrice: ['CatalogCsv.ColumnMissing'] },
        }),
      () => problem(400, '/problems/validation', { errors: { File: ['CatalogCsv.NotUtf8'] } }),
    ];
    const view = renderApp({
      url: '/admin/catalogue?view=bulk',
      routes: {
        [ME]: () => json(200, staffUser(['admin'])),
        [`GET ${MANAGE}/products`]: () => json(200, EMPTY),
        [IMPORT]: () => (answers.shift() ?? answers[0])?.() ?? json(500, {}),
      },
    });
    const section = await screen.findByRole('region', { name: text('CatalogBulk.ImportHeading') });
    await view.user.upload(screen.getByTestId('catalogue-csv-file'), csvFile('columns.csv'));
    expect(await within(section).findByText(`Colour : ${text('CatalogCsv.ColumnUnknown')}`)).toBeTruthy();
    expect(within(section).getByText(`UnitPrice : ${text('CatalogCsv.ColumnMissing')}`)).toBeTruthy();
    await view.user.upload(screen.getByTestId('catalogue-csv-file'), csvFile('latin1.csv'));
    expect(await within(section).findByText(text('CatalogCsv.NotUtf8'))).toBeTruthy();
    expect(within(section).getByRole('button', { name: text('CatalogBulk.Import') })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
