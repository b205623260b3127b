import { describe, expect, it } from 'vitest';
import { blockAssetIds } from '../content-blocks';
import { widgetAssetIds } from './widget-fields';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('widgetAssetIds', () => {
  it('finds every AssetId and AssetIds entry at any depth, in order, and nothing else', () => {
    const settings = {
      Name: 'any',
      AssetId: id(1),
      Slides: [{ AssetId: id(2), Title: id(9) }, { Logo: { AssetId: id(3) } }],
      AssetIds: [id(4), id(5)],
      CategoryIds: [id(8)],
    };
    expect(widgetAssetIds(settings)).toEqual([id(1), id(2), id(3), id(4), id(5)]);
  });

  it('is part of the ids a body of blocks holds', () => {
    expect(
      blockAssetIds([
        { Type: 'image', Id: id(10), AssetId: id(1), Caption: '' },
        {
          Type: 'widget',
          Id: id(11),
          Widget: {
            Name: 'news-list',
            CategoryIds: [id(7)],
            DisplayChildren: false,
            PostPerPage: 3,
            Layout: 'blog',
          },
        },
      ]),
    ).toEqual([id(1)]);
  });
});
