import { describe, expect, it } from 'vitest';
import { blockAssetIds, WidgetSettingsSchema } from '../content-blocks';
import {
  COUNTDOWN_TICK_MS,
  DEFAULT_COUNTDOWN_DATE_FORMAT,
  MAP_WIDGET_ZOOM,
  VIEWER_360_DELAY_MS,
} from './media-widgets';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const issues = (value: unknown) => {
  const result = WidgetSettingsSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the media widgets’ settings (spec 001 §2, §9; spec 000 §3)', () => {
  it('keeps the spec’s figures', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(DEFAULT_COUNTDOWN_DATE_FORMAT).toBe('DD/MM/YYYY');
    expect(VIEWER_360_DELAY_MS).toBe(100);
    expect(MAP_WIDGET_ZOOM).toBe(13);
  });

  it('a countdown ends at an instant, shown as DD/MM/YYYY, and reloads at the end unless told otherwise', () => {
    expect(WidgetSettingsSchema.parse({ Name: 'countdown', EndsAt: '2026-12-24T18:00:00+01:00' })).toEqual({
      Name: 'countdown',
      EndsAt: '2026-12-24T18:00:00+01:00',
      Heading: '',
      DateFormat: 'DD/MM/YYYY',
      TimeZone: 'Europe/Brussels',
      AtEnd: 'reload',
      EndMessage: '',
    });
    expect(issues({ Name: 'countdown', EndsAt: '24/12/2026' })).toEqual(['EndsAt: Validation.Date']);
    expect(issues({ Name: 'countdown', EndsAt: '2026-12-24T18:00:00Z', TimeZone: 'Mars/Olympus' })).toEqual([
      'TimeZone: Validation.TimeZone',
    ]);
    expect(issues({ Name: 'countdown', EndsAt: '2026-12-24T18:00:00Z', AtEnd: 'explode' })).toHaveLength(1);
  });

  it('a 360 viewer turns at least two library images, by drag unless told otherwise, 100 ms a frame', () => {
    const frames = [id(1), id(2), id(3)];
    expect(WidgetSettingsSchema.parse({ Name: 'viewer-360', AssetIds: frames })).toEqual({
      Name: 'viewer-360',
      AssetIds: frames,
      Label: '',
      Mode: 'drag',
      Delay: 100,
    });
    expect(issues({ Name: 'viewer-360', AssetIds: [id(1)] })).toEqual(['AssetIds: Validation.Required']);
    expect(issues({ Name: 'viewer-360', AssetIds: frames, Delay: 5 })).toEqual([
      'Delay: Validation.Min|{"min":20}',
    ]);
    expect(
      blockAssetIds([
        {
          Type: 'widget',
          Id: id(9),
          Widget: WidgetSettingsSchema.parse({ Name: 'viewer-360', AssetIds: frames }),
        },
      ]),
    ).toEqual(frames);
  });

  it('video modals take the provider’s video id and an optional library thumbnail', () => {
    expect(
      WidgetSettingsSchema.parse({ Name: 'youtube-video', VideoId: 'dQw4w9WgXcQ', Label: 'Atelier' }),
    ).toEqual({
      Name: 'youtube-video',
      VideoId: 'dQw4w9WgXcQ',
      Label: 'Atelier',
      AssetId: null,
    });
    expect(issues({ Name: 'youtube-video', VideoId: 'https://youtu.be/x', Label: 'A' })).toEqual([
      'VideoId: Validation.VideoId',
    ]);
    expect(issues({ Name: 'vimeo-video', VideoId: '76979871', Label: 'A', AssetId: id(4) })).toEqual([]);
    expect(issues({ Name: 'vimeo-video', VideoId: 'abc', Label: '' })).toEqual([
      'VideoId: Validation.VideoId',
      'Label: Validation.Required',
    ]);
  });

  it('a map opens at zoom 13, fitted to its markers, each with a place and a label', () => {
    expect(
      WidgetSettingsSchema.parse({ Name: 'map', Markers: [{ Lat: 50.85, Lng: 4.35, Label: 'Bruxelles' }] }),
    ).toEqual({
      Name: 'map',
      Label: '',
      Zoom: 13,
      FitBounds: true,
      Markers: [{ Lat: 50.85, Lng: 4.35, Label: 'Bruxelles' }],
    });
    expect(issues({ Name: 'map', Markers: [] })).toEqual(['Markers: Validation.Required']);
    expect(issues({ Name: 'map', Markers: [{ Lat: 91, Lng: 4, Label: 'x' }] })).toEqual([
      'Markers.0.Lat: Validation.Latitude',
    ]);
  });

  it('social share: networks, text, url, count, show-in-popup and show-label, with their defaults', () => {
    expect(WidgetSettingsSchema.parse({ Name: 'social-share' })).toEqual({
      Name: 'social-share',
      Networks: ['facebook', 'x', 'linkedin', 'whatsapp', 'email'],
      Text: '',
      Url: '',
      Count: 0,
      ShowInPopup: false,
      ShowLabel: true,
    });
    expect(issues({ Name: 'social-share', Networks: ['myspace'] })).toHaveLength(1);
    expect(issues({ Name: 'social-share', Url: 'javascript:alert(1)' })).toEqual(['Url: Validation.Url']);
    expect(issues({ Name: 'social-share', Url: '//evil.example' })).toEqual(['Url: Validation.Url']);
    expect(issues({ Name: 'social-share', Url: '/fr/news/x' })).toEqual([]);
    expect(issues({ Name: 'social-share', Count: 9 })).toEqual(['Count: Validation.Max|{"max":7}']);
  });
});
