import { describe, expect, it } from 'vitest';
import { asset } from '../../../test/asset-fixtures';
import { addAssets, canRotate, toWidgetAsset, widgetHiddenInputs } from './widget-inputs';

const a = toWidgetAsset(asset('a.jpg'));
const b = toWidgetAsset(asset('b.jpg'));
const c = toWidgetAsset(asset('c.jpg'));
const inputs = (list: ReturnType<typeof widgetHiddenInputs>) =>
  Object.fromEntries(list.map((input) => [input.name, input.value]));

describe('the hidden form inputs (spec 000 §3)', () => {
  it('single mode: the one asset, and whether it was renamed', () => {
    expect(inputs(widgetHiddenInputs('hero', [a], { multiple: false, renamed: new Set([a.guid]) }))).toEqual({
      'list-assets-orders-hero': a.guid,
      'AssetsLoaded-hero': '1',
      'AssetId-hero': a.guid,
      'AssetName-hero': 'a.jpg',
      AssetLoadedhero: 'true',
      'asset-hero-name': 'a.jpg',
      'asset-hero-name-changed': 'true',
    });
  });

  it('single mode without an asset: empty values', () => {
    expect(inputs(widgetHiddenInputs('hero', [], { multiple: false, renamed: new Set() }))).toEqual({
      'list-assets-orders-hero': '',
      'AssetsLoaded-hero': '0',
      'AssetId-hero': '',
      'AssetName-hero': '',
      AssetLoadedhero: 'false',
      'asset-hero-name': '',
      'asset-hero-name-changed': 'false',
    });
  });

  it('multiple mode: the order list and one pair of inputs per asset', () => {
    const values = inputs(widgetHiddenInputs('photos', [b, a], { multiple: true, renamed: new Set() }));
    expect(values['list-assets-orders-photos']).toBe(`${b.guid},${a.guid}`);
    expect(values['AssetsLoaded-photos']).toBe('2');
    expect(values[`asset-${a.guid}`]).toBe(a.guid);
    expect(values[`asset-${a.guid}-name`]).toBe('a.jpg');
    expect(values[`asset-${b.guid}-name`]).toBe('b.jpg');
  });
});

describe('addAssets (spec 000 §4: single replaces, multiple appends)', () => {
  it('replaces the one asset in single mode', () => {
    expect(addAssets([a], [b], false)).toEqual([b]);
  });

  it('appends in multiple mode, once per asset, keeping the order', () => {
    expect(addAssets([a, b], [c, a], true)).toEqual([a, b, c]);
  });
});

describe('canRotate', () => {
  it('only a square image turns', () => {
    expect(canRotate(toWidgetAsset(asset('sq.png', { Width: 500, Height: 500 })))).toBe(true);
    expect(canRotate(toWidgetAsset(asset('wide.png', { Width: 800, Height: 500 })))).toBe(false);
    expect(canRotate(toWidgetAsset(asset('doc.pdf', { fileType: 'Other', Width: null, Height: null })))).toBe(
      false,
    );
  });
});
