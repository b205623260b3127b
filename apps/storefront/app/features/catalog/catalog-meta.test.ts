import type { ProductDetail } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { productMeta } from './catalog-meta';

const product = (fields: Partial<ProductDetail>) =>
  ({
    Culture: 'fr',
    Name: 'Lanterne Zéphyrine',
    ShortDescription: 'Une lanterne en laiton',
    Alternates: [],
    Photos: [],
    ...fields,
  }) as unknown as ProductDetail;

describe('a product page’s meta tags', () => {
  it('take the title and description staff set for search engines', () => {
    const meta = productMeta(
      product({ SeoTitle: 'Lanterne de jardin en laiton', SeoDescription: 'Pour le jardin' }),
      'Vitrine',
      'https://shop.example',
    );
    expect(meta).toContainEqual({ title: 'Lanterne de jardin en laiton | Vitrine' });
    expect(meta).toContainEqual({ name: 'description', content: 'Pour le jardin' });
  });

  it('fall back to the name and short description when none is set', () => {
    const meta = productMeta(
      product({ SeoTitle: '', SeoDescription: '' }),
      'Vitrine',
      'https://shop.example',
    );
    expect(meta).toContainEqual({ title: 'Lanterne Zéphyrine | Vitrine' });
    expect(meta).toContainEqual({ name: 'description', content: 'Une lanterne en laiton' });
  });
});
