import { z } from 'zod';
import { AssetIdSchema, boundedInt, maxMessage } from './widget-fields';

/** Spec 001 §9: the countdown ticks every 1000 ms and shows its date as DD/MM/YYYY by default. */
export const COUNTDOWN_TICK_MS = 1000;
export const COUNTDOWN_DATE_FORMATS = ['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD', 'DD.MM.YYYY'] as const;
export type CountdownDateFormat = (typeof COUNTDOWN_DATE_FORMATS)[number];
export const DEFAULT_COUNTDOWN_DATE_FORMAT: CountdownDateFormat = 'DD/MM/YYYY';
/** What the widget does when the time is up: the spec's reload, or a callback that hides it or shows a message. */
export const COUNTDOWN_END_ACTIONS = ['reload', 'hide', 'message'] as const;
/** The zone an editor's date is shown in, the same on the server's HTML and for every visitor. */
export const DEFAULT_COUNTDOWN_TIME_ZONE = 'Europe/Brussels';

/** Spec 001 §4 and §9: the 360-degree viewer's modes and its 100 ms between frames when it turns by itself. */
export const VIEWER_360_MODES = ['drag', 'slider', 'autoplay'] as const;
export type Viewer360Mode = (typeof VIEWER_360_MODES)[number];
export const VIEWER_360_DELAY_MS = 100;

/** Spec 001 §9: a map opens at zoom 13. */
export const MAP_WIDGET_ZOOM = 13;

/** Spec 000 §3: the networks the share widget links to. */
export const SHARE_NETWORKS = [
  'facebook',
  'x',
  'linkedin',
  'pinterest',
  'whatsapp',
  'telegram',
  'email',
] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];
export const DEFAULT_SHARE_NETWORKS: ShareNetwork[] = ['facebook', 'x', 'linkedin', 'whatsapp', 'email'];

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const Label = (max: number) => z.string().trim().max(max, maxMessage(max)).default('');
/** A thumbnail from the library for a video's button: a provider's own would be a request before the visitor asks. */
const OptionalAsset = AssetIdSchema.nullable().default(null);

/** The media widgets (spec 001 §2): countdown, 360-degree viewer, video modals, map, and social share (spec 000 §3). */
export const MEDIA_WIDGETS = [
  z.object({
    Name: z.literal('countdown'),
    /** The end, as an instant (ISO 8601 with its offset): the same moment for every visitor. */
    EndsAt: z.iso.datetime({ offset: true, error: 'Validation.Date' }),
    Heading: Label(120),
    DateFormat: z.enum(COUNTDOWN_DATE_FORMATS).default(DEFAULT_COUNTDOWN_DATE_FORMAT),
    TimeZone: z
      .string()
      .trim()
      .max(64, maxMessage(64))
      .refine(isTimeZone, 'Validation.TimeZone')
      .default(DEFAULT_COUNTDOWN_TIME_ZONE),
    AtEnd: z.enum(COUNTDOWN_END_ACTIONS).default('reload'),
    EndMessage: Label(300),
  }),
  z.object({
    Name: z.literal('viewer-360'),
    /** The frames, in turning order. */
    AssetIds: z.array(AssetIdSchema).min(2, 'Validation.Required').max(72, maxMessage(72)),
    Label: Label(120),
    Mode: z.enum(VIEWER_360_MODES).default('drag'),
    Delay: boundedInt(20, 2000, VIEWER_360_DELAY_MS),
  }),
  z.object({
    Name: z.literal('youtube-video'),
    VideoId: z
      .string()
      .trim()
      .regex(/^[\w-]{11}$/, 'Validation.VideoId'),
    Label: z.string().trim().min(1, 'Validation.Required').max(120, maxMessage(120)),
    AssetId: OptionalAsset,
  }),
  z.object({
    Name: z.literal('vimeo-video'),
    VideoId: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, 'Validation.VideoId'),
    Label: z.string().trim().min(1, 'Validation.Required').max(120, maxMessage(120)),
    AssetId: OptionalAsset,
  }),
  z.object({
    Name: z.literal('map'),
    Label: Label(120),
    Zoom: boundedInt(1, 19, MAP_WIDGET_ZOOM),
    FitBounds: z.boolean().default(true),
    Markers: z
      .array(
        z.object({
          Lat: z.number().min(-90, 'Validation.Latitude').max(90, 'Validation.Latitude'),
          Lng: z.number().min(-180, 'Validation.Longitude').max(180, 'Validation.Longitude'),
          Label: z.string().trim().min(1, 'Validation.Required').max(120, maxMessage(120)),
        }),
      )
      .min(1, 'Validation.Required')
      .max(50, maxMessage(50)),
  }),
  z.object({
    Name: z.literal('social-share'),
    Networks: z
      .array(z.enum(SHARE_NETWORKS))
      .min(1, 'Validation.Required')
      .max(SHARE_NETWORKS.length, maxMessage(SHARE_NETWORKS.length))
      .default(DEFAULT_SHARE_NETWORKS),
    /** What the shared message says; the page's title when empty. */
    Text: Label(300),
    /** The address shared (absolute http(s), or a path of the shop); the page's canonical address when empty. */
    Url: z
      .string()
      .trim()
      .max(2000, maxMessage(2000))
      .regex(/^(?:$|\/(?!\/)|https?:\/\/)/, 'Validation.Url')
      .default(''),
    /** How many networks are shown at once; the others are behind a "more" disclosure. 0: all of them. */
    Count: boundedInt(0, SHARE_NETWORKS.length, 0),
    ShowInPopup: z.boolean().default(false),
    ShowLabel: z.boolean().default(true),
  }),
] as const;
