import { screen, within } from '@testing-library/react';
import type { StaffTag } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api';
import { renderInApp, text } from '../../../test/render-app';
import { ProductTagsPicker } from './product-tags-picker';

const MANAGE = '/api/v1/backoffice/catalog/manage';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const tag = (n: number, name: string): StaffTag => ({
  Id: id(n),
  Key: name.toLowerCase(),
  Version: 1,
  Name: name,
  Translations: [{ Culture: 'fr', Name: name }],
  MissingCultures: ['nl', 'es', 'de', 'it', 'pt'],
  ProductCount: 0,
});

describe('the product editor’s tags', () => {
  it('shows the product’s tags and saves the ones picked', async () => {
    const view = renderInApp(<ProductTagsPicker productId={id(10)} disabled={false} />, {
      routes: {
        [`GET ${MANAGE}/tags`]: () => json(200, [tag(1, 'Promo'), tag(2, 'Nouveauté')]),
        [`GET ${MANAGE}/products/${id(10)}/tags`]: () => json(200, { TagIds: [id(1)] }),
        [`PUT ${MANAGE}/products/${id(10)}/tags`]: (request) => json(200, request.body),
      },
    });
    expect(await screen.findByRole('button', { name: 'Promo' })).toBeTruthy();
    await view.user.click(screen.getByRole('combobox', { name: text('Taxonomy.Tags') }));
    await view.user.click(await screen.findByRole('option', { name: 'Nouveauté' }));
    await view.user.click(screen.getByRole('button', { name: text('Taxonomy.SaveTags') }));
    expect(await screen.findByText(text('Taxonomy.TagsSaved'))).toBeTruthy();
    expect(view.server.callsTo('PUT', `${MANAGE}/products/${id(10)}/tags`)[0]?.body).toEqual({
      TagIds: [id(1), id(2)],
    });
    expect(within(screen.getByRole('status')).getByText(text('Taxonomy.TagsSaved'))).toBeTruthy();
  });
});
