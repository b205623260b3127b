import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Asset, WidgetName } from '@vitrine/api-client';
import type { Translate } from '@vitrine/i18n';
import { useId, useMemo, useRef, useState } from 'react';
import { useT } from '../i18n-context';
import { type FormBlock, moveBlock, newBlock, newWidgetBlock, type PickedAsset } from './block-model';
import type { BlockMediaKit } from './media-kit';
import { isNewsWidget, NewsWidgetFields } from './news-widget-fields';
import { widgetNames } from './widget-schema';
import {
  type PickedAssets,
  PickedAssetsContext,
  WidgetSettingsForm,
  widgetTitle,
} from './widget-settings-form';

/** A quick "add" button for a block a body often holds (the news editor's list and calendar). */
export interface BlockShortcut {
  label: string;
  block: () => FormBlock;
}

export interface BlockEditorProps {
  /** The body being edited, in order. */
  blocks: readonly FormBlock[];
  /** Called with a change of the body (not a new value: the form may have moved on meanwhile). */
  onChange: (change: (blocks: FormBlock[]) => FormBlock[]) => void;
  /** The asset library's image widget, handed in by the app. */
  media: BlockMediaKit;
  /** Unique in the page per form and culture: makes the image pickers' ids unique. */
  idPrefix: string;
  /** The message for a path under this body: `2.Content`, `3.Widget.Slides.0.AssetId`. */
  fieldError: (path: string) => string | undefined;
  /** The library assets the stored body names (the answer's `Assets`): the widgets' images show them. */
  assets?: readonly Asset[];
  /** Buttons besides "add text / image / gallery / widget", for blocks the form adds often. */
  shortcuts?: readonly BlockShortcut[];
}

/** A block's name for editors: its kind, or the widget's name. */
export function blockLabel(block: FormBlock, t: Translate): string {
  switch (block.Type) {
    case 'text':
      return t('Blocks.Text');
    case 'image':
      return t('Blocks.Image');
    case 'gallery':
      return t('Blocks.Gallery');
    case 'html':
      return t('Blocks.Html');
    default:
      return widgetTitle(t, block.Widget.Name);
  }
}

/**
 * A body of blocks (ADR 035) for a page, a news post or a FAQ entry: text in light markup, images
 * and galleries from the library, widgets with their settings (generated from the contract), each
 * block moved up or down or removed.
 */
export function BlockEditor({
  blocks,
  onChange,
  media,
  idPrefix,
  fieldError,
  assets,
  shortcuts,
}: BlockEditorProps) {
  const t = useT();
  const picked = usePickedAssets(assets, media);
  const bodyError = fieldError('');
  return (
    <PickedAssetsContext.Provider value={picked}>
      <Stack spacing={2}>
        {bodyError && <Alert severity="error">{bodyError}</Alert>}
        {blocks.map((block, index) => {
          const number = index + 1;
          const label = blockLabel(block, t);
          const blockField = (name: string) => fieldError(`${index}.${name}`);
          const setBlock = (next: FormBlock) =>
            onChange((current) => current.map((item) => (item.Id === block.Id ? next : item)));
          return (
            <Paper
              key={block.Id}
              variant="outlined"
              sx={{ p: 1.5 }}
              component="section"
              aria-label={`${label} ${number}`}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                  {number}. {label}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('Blocks.MoveUp', { index: number })}
                  disabled={index === 0}
                  onClick={() => onChange((current) => moveBlock(current, index, -1))}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('Blocks.MoveDown', { index: number })}
                  disabled={index === blocks.length - 1}
                  onClick={() => onChange((current) => moveBlock(current, index, 1))}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('Blocks.Remove', { index: number })}
                  onClick={() => onChange((current) => current.filter((item) => item.Id !== block.Id))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Box>
              {block.Type === 'text' && (
                <TextField
                  fullWidth
                  multiline
                  minRows={4}
                  label={`${t('Blocks.Text')} ${number}`}
                  value={block.Markup}
                  onChange={(event) => setBlock({ ...block, Markup: event.target.value })}
                  error={Boolean(blockField('Content'))}
                  helperText={blockField('Content') ?? t('Blocks.TextHelp')}
                />
              )}
              {(block.Type === 'image' || block.Type === 'gallery') && (
                <Stack spacing={1}>
                  <media.ImagePicker
                    uniqueId={`${idPrefix}-${block.Id}`}
                    label={`${label} ${number}`}
                    multiple={block.Type === 'gallery'}
                    value={block.Images}
                    onChange={(images) => setBlock({ ...block, Images: images })}
                    helperText={blockField(block.Type === 'image' ? 'AssetId' : 'AssetIds')}
                  />
                  <TextField
                    label={`${t('Blocks.Caption')} ${number}`}
                    value={block.Caption}
                    onChange={(event) => setBlock({ ...block, Caption: event.target.value })}
                    error={Boolean(blockField('Caption'))}
                    helperText={blockField('Caption')}
                  />
                </Stack>
              )}
              {block.Type === 'html' && (
                <TextField
                  fullWidth
                  multiline
                  maxRows={8}
                  label={`${t('Blocks.Html')} ${number}`}
                  value={block.Html}
                  slotProps={{ htmlInput: { readOnly: true } }}
                  error={Boolean(blockField('Html'))}
                  helperText={blockField('Html') ?? t('Blocks.HtmlHelp')}
                />
              )}
              {block.Type === 'widget' &&
                (isNewsWidget(block.Widget) ? (
                  <NewsWidgetFields
                    widget={block.Widget}
                    number={number}
                    fieldError={(path) => blockField(`Widget.${path}`)}
                    onChange={(widget) => setBlock({ ...block, Widget: widget })}
                  />
                ) : (
                  <WidgetSettingsForm
                    widget={block.Widget}
                    onChange={(widget) => setBlock({ ...block, Widget: widget })}
                    media={media}
                    idPrefix={`${idPrefix}-${block.Id}`}
                    fieldError={(path) => blockField(`Widget.${path}`)}
                  />
                ))}
            </Paper>
          );
        })}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button size="small" onClick={() => onChange((current) => [...current, newBlock('text')])}>
            {t('Blocks.AddText')}
          </Button>
          <Button size="small" onClick={() => onChange((current) => [...current, newBlock('image')])}>
            {t('Blocks.AddImage')}
          </Button>
          <Button size="small" onClick={() => onChange((current) => [...current, newBlock('gallery')])}>
            {t('Blocks.AddGallery')}
          </Button>
          {shortcuts?.map((shortcut) => (
            <Button
              key={shortcut.label}
              size="small"
              onClick={() => onChange((current) => [...current, shortcut.block()])}
            >
              {shortcut.label}
            </Button>
          ))}
          <AddWidgetMenu onAdd={(name) => onChange((current) => [...current, newWidgetBlock(name)])} />
        </Stack>
      </Stack>
    </PickedAssetsContext.Provider>
  );
}

/** "Add a widget": every widget of the contract, by its name for editors. */
function AddWidgetMenu({ onAdd }: { onAdd: (name: WidgetName) => void }) {
  const t = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const names = useMemo(
    () => widgetNames().sort((a, b) => widgetTitle(t, a).localeCompare(widgetTitle(t, b))),
    [t],
  );
  return (
    <>
      <Button
        size="small"
        startIcon={<AddIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('Blocks.AddWidget')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {names.map((name) => (
          <MenuItem
            key={name}
            onClick={() => {
              setAnchor(null);
              onAdd(name);
            }}
          >
            {widgetTitle(t, name)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** The assets the widgets' settings name, by id: the stored ones, then whatever the editor picks. */
function usePickedAssets(assets: readonly Asset[] | undefined, media: BlockMediaKit): PickedAssets {
  const known = useRef(new Map<string, PickedAsset>());
  const [, setRevision] = useState(0);
  return useMemo(() => {
    for (const asset of assets ?? [])
      if (!known.current.has(asset.AssetId)) known.current.set(asset.AssetId, media.fromAsset(asset));
    return {
      get: (id: string) => known.current.get(id),
      remember: (picked: readonly PickedAsset[]) => {
        for (const asset of picked) known.current.set(asset.AssetId, asset);
        setRevision((revision) => revision + 1);
      },
    };
  }, [assets, media]);
}
