import type { WidgetSettings } from '@vitrine/api-client';
import { useState } from 'react';
import type { WidgetBlock } from '../content/blocks/content-blocks';
import type { MapTiles } from '../maps/map-options';
import { Countdown } from './countdown';
import { MapWidget } from './map-widget';
import { SocialShare } from './social-share';
import { VideoModal } from './video-modal';
import { Viewer360 } from './viewer-360';

type Settings<N extends WidgetSettings['Name']> = Extract<WidgetSettings, { Name: N }>;
const settingsOf = <N extends WidgetSettings['Name']>(block: WidgetBlock, name: N) =>
  block.Widget.Name === name ? (block.Widget as Settings<N>) : null;

/** The countdown widget: at the end it reloads the page, or hides itself, or says the editor's message. */
export function CountdownWidget({ block }: { block: WidgetBlock }) {
  const settings = settingsOf(block, 'countdown');
  const [hidden, setHidden] = useState(false);
  if (!settings || hidden) return null;
  const onEnd =
    settings.AtEnd === 'hide' ? () => setHidden(true) : settings.AtEnd === 'message' ? () => {} : undefined;
  return (
    <Countdown
      endsAt={settings.EndsAt}
      heading={settings.Heading}
      dateFormat={settings.DateFormat}
      timeZone={settings.TimeZone}
      endMessage={settings.EndMessage}
      onEnd={onEnd}
    />
  );
}

export function Viewer360Widget({ block }: { block: WidgetBlock }) {
  const settings = settingsOf(block, 'viewer-360');
  if (!settings) return null;
  // A deleted image has no photo: the viewer turns through the others.
  const frames = settings.AssetIds.flatMap((id) => (block.Photos[id] ? [block.Photos[id]] : []));
  return <Viewer360 frames={frames} label={settings.Label} mode={settings.Mode} delay={settings.Delay} />;
}

export function YouTubeVideoWidget({ block }: { block: WidgetBlock }) {
  const settings = settingsOf(block, 'youtube-video');
  if (!settings) return null;
  const thumbnail = settings.AssetId ? block.Photos[settings.AssetId] : null;
  return (
    <VideoModal provider="youtube" videoId={settings.VideoId} label={settings.Label} thumbnail={thumbnail} />
  );
}

export function VimeoVideoWidget({ block }: { block: WidgetBlock }) {
  const settings = settingsOf(block, 'vimeo-video');
  if (!settings) return null;
  const thumbnail = settings.AssetId ? block.Photos[settings.AssetId] : null;
  return (
    <VideoModal provider="vimeo" videoId={settings.VideoId} label={settings.Label} thumbnail={thumbnail} />
  );
}

export function MapBlockWidget({ block, data }: { block: WidgetBlock; data: MapTiles | undefined }) {
  const settings = settingsOf(block, 'map');
  if (!settings) return null;
  return (
    <MapWidget
      label={settings.Label}
      zoom={settings.Zoom}
      fitBounds={settings.FitBounds}
      markers={settings.Markers}
      tiles={data}
    />
  );
}

export function SocialShareWidget({ block }: { block: WidgetBlock }) {
  const settings = settingsOf(block, 'social-share');
  if (!settings) return null;
  return (
    <SocialShare
      networks={settings.Networks}
      text={settings.Text}
      url={settings.Url}
      count={settings.Count}
      showInPopup={settings.ShowInPopup}
      showLabel={settings.ShowLabel}
    />
  );
}

/** The media widgets as the content renderer's registry lists them (ADR 035). */
export const MEDIA_WIDGET_VIEWS = {
  countdown: CountdownWidget,
  'viewer-360': Viewer360Widget,
  'youtube-video': YouTubeVideoWidget,
  'vimeo-video': VimeoVideoWidget,
  map: MapBlockWidget,
  'social-share': SocialShareWidget,
};
