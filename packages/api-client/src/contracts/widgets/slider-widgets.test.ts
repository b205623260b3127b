import { describe, expect, it } from 'vitest';
import { WidgetSettingsSchema } from '../content-blocks';
import { widgetAssetIds } from './widget-fields';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const parse = (settings: unknown) => WidgetSettingsSchema.safeParse(settings);
const messages = (settings: unknown) => {
  const result = parse(settings);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('slider widget settings', () => {
  it('fill what the editor left out with the defaults', () => {
    expect(parse({ Name: 'hero-header', Slides: [{ AssetId: id(1) }] }).data).toEqual({
      Name: 'hero-header',
      Slides: [{ AssetId: id(1), Title: '', Text: '', Href: '' }],
    });
    expect(parse({ Name: 'hero-slider', Slides: [{ AssetId: id(1) }] }).data).not.toHaveProperty(
      'AutoplayMs',
    );
    expect(parse({ Name: 'banner-slider', Slides: [{ AssetId: id(1) }] }).data).toEqual({
      Name: 'banner-slider',
      Slides: [{ AssetId: id(1), VideoUrl: '', Title: '', Href: '' }],
    });
    expect(parse({ Name: 'product-carousel' }).data).toEqual({
      Name: 'product-carousel',
      Heading: '',
      Source: 'newest',
      Count: 8,
      Columns: 4,
    });
    expect(parse({ Name: 'masonry-grid', Items: [{ AssetId: id(1) }] }).data).toMatchObject({
      Columns: 3,
      Items: [{ AssetId: id(1), Caption: '', Href: '' }],
    });
    expect(parse({ Name: 'reviews', Items: [{ Author: 'Anne', Text: 'Bien' }] }).data).toMatchObject({
      Items: [{ Author: 'Anne', Rating: 5, Text: 'Bien' }],
    });
  });

  it('bound the delays, the ratings, the counts and the columns', () => {
    expect(messages({ Name: 'hero-slider', Slides: [{ AssetId: id(1) }], AutoplayMs: 1999 })).toEqual({
      AutoplayMs: 'Validation.Min|{"min":2000}',
    });
    expect(messages({ Name: 'banner-slider', Slides: [{ AssetId: id(1) }], DurationMs: 60_001 })).toEqual({
      DurationMs: 'Validation.Max|{"max":60000}',
    });
    expect(messages({ Name: 'reviews', Items: [{ Author: 'A', Rating: 6, Text: 'B' }] })).toEqual({
      'Items.0.Rating': 'Validation.Max|{"max":5}',
    });
    expect(messages({ Name: 'reviews', Items: [{ Author: 'A', Rating: 0, Text: 'B' }] })).toEqual({
      'Items.0.Rating': 'Validation.Min|{"min":1}',
    });
    expect(messages({ Name: 'product-carousel', Count: 25, Columns: 7 })).toEqual({
      Count: 'Validation.Max|{"max":24}',
      Columns: 'Validation.Max|{"max":6}',
    });
    expect(messages({ Name: 'masonry-grid', Columns: 1, Items: [{ AssetId: id(1) }] })).toEqual({
      Columns: 'Validation.Min|{"min":2}',
    });
  });

  it('need at least one slide and at most twelve, each with its image', () => {
    expect(messages({ Name: 'hero-header', Slides: [] })).toEqual({ Slides: 'Validation.Required' });
    expect(
      messages({ Name: 'hero-header', Slides: Array.from({ length: 13 }, () => ({ AssetId: id(1) })) }),
    ).toEqual({ Slides: 'Validation.MaxLength|{"max":12}' });
    expect(messages({ Name: 'partner-logos', Logos: [{ AssetId: 'x', Name: '' }] })).toEqual({
      'Logos.0.AssetId': 'Validation.Uuid',
      'Logos.0.Name': 'Validation.Required',
    });
  });

  it('refuse a link or a video that could run a script', () => {
    expect(
      messages({ Name: 'hero-slider', Slides: [{ AssetId: id(1), Href: 'javascript:alert(1)' }] }),
    ).toEqual({ 'Slides.0.Href': 'Validation.Url' });
    expect(
      messages({ Name: 'banner-slider', Slides: [{ AssetId: id(1), VideoUrl: 'http://x.test/a.mp4' }] }),
    ).toEqual({ 'Slides.0.VideoUrl': 'Validation.Url' });
    expect(parse({ Name: 'masonry-grid', Items: [{ AssetId: id(1), Href: '/fr/atelier' }] }).success).toBe(
      true,
    );
  });

  it('name the category or the tag a product carousel reads', () => {
    expect(messages({ Name: 'product-carousel', Source: 'category' })).toEqual({
      CategoryId: 'Validation.Required',
    });
    expect(messages({ Name: 'product-carousel', Source: 'tag' })).toEqual({ TagId: 'Validation.Required' });
    expect(parse({ Name: 'product-carousel', Source: 'tag', TagId: id(5) }).success).toBe(true);
  });

  it('name their library images AssetId, so the gateway checks and resolves them', () => {
    expect(
      widgetAssetIds({
        Name: 'testimonials',
        Items: [
          { Quote: 'Q', Name: 'N', AssetId: id(1) },
          { Quote: 'Q', Name: 'N' },
        ],
      }),
    ).toEqual([id(1)]);
    expect(
      widgetAssetIds({
        Name: 'partner-logos',
        Logos: [
          { AssetId: id(2), Name: 'A' },
          { AssetId: id(3), Name: 'B' },
        ],
      }),
    ).toEqual([id(2), id(3)]);
  });
});
