import { WidgetSettingsSchema } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { widgetDefaults, widgetFields, widgetNames } from './widget-schema';

describe('the widgets’ settings read from the contract', () => {
  it('lists every widget of WidgetSettingsSchema', () => {
    expect(widgetNames()).toEqual(WidgetSettingsSchema.options.map((option) => option.shape.Name.value));
  });

  it('describes numbers with their bounds, switches, choices, texts, images and repeatable groups', () => {
    expect(widgetFields('news-list')).toEqual([
      { Kind: 'strings', Name: 'CategoryIds', Max: 20 },
      { Kind: 'boolean', Name: 'DisplayChildren' },
      { Kind: 'number', Name: 'PostPerPage', Min: 1, Max: 24, Integer: true, Optional: true },
      { Kind: 'enum', Name: 'Layout', Options: ['blog', 'masonry'], Optional: true },
    ]);
    const hero = widgetFields('hero-slider');
    expect(hero[0]).toMatchObject({ Kind: 'group', Name: 'Slides', Min: 1, Max: 12 });
    expect(hero[0]?.Kind === 'group' && hero[0].Fields.map((field) => [field.Kind, field.Name])).toEqual([
      ['asset', 'AssetId'],
      ['string', 'Title'],
      ['string', 'Text'],
      ['string', 'Href'],
    ]);
    expect(hero[1]).toMatchObject({
      Kind: 'number',
      Name: 'AutoplayMs',
      Min: 2000,
      Max: 60000,
      Optional: true,
    });
  });

  it('starts a new widget at its defaults, which the contract accepts once its images are chosen', () => {
    expect(widgetDefaults('news-carousel')).toEqual({
      Name: 'news-carousel',
      CategoryIds: [],
      DisplayChildren: false,
      PostPerPage: 6,
    });
    for (const name of widgetNames()) {
      const settings = widgetDefaults(name);
      const result = WidgetSettingsSchema.safeParse(settings);
      // What may still be missing is what an editor must choose (an image, a name, a date); a
      // default is never out of its own bounds.
      const unfinished = result.success ? [] : result.error.issues.map((issue) => issue.message);
      for (const message of unfinished)
        expect(message, name).not.toMatch(/^Validation\.(Min|Max|MaxLength|Integer)/);
    }
    const reviews = widgetDefaults('reviews') as unknown as { Items: { Rating: number }[] };
    expect(reviews.Items[0]?.Rating).toBe(5);
  });
});
