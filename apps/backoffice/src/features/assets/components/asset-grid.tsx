import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { Asset } from '@vitrine/api-client';
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useCulture, useT } from '../../i18n';
import { formatBytes, formatDimensions } from '../lib/format';

const MIN_COLUMN_WIDTH = 200;
const ROW_HEIGHT = 286;
const GAP = 12;
const ASSET_DRAG_TYPE = 'application/x-vitrine-asset-index';
const FALLBACK_RECT = { width: 960, height: 720 };

export interface AssetGridProps {
  items: readonly Asset[];
  label: string;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  onEndReached?: () => void;
  /** Per-card controls (rename, delete, move, order), below the details. */
  renderActions?: (asset: Asset, index: number) => ReactNode;
  /** Drag a card onto another to put it there. */
  onReorder?: ((from: number, to: number) => void) | undefined;
  /** Card wrapper for a picker: a selectable card instead of a plain one. */
  renderSelect?: (asset: Asset, content: ReactNode) => ReactNode;
  height?: number | string;
}

/** Tracks an element's width, for the number of columns (jsdom and old browsers: a desktop default). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(960);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The folder's assets as a grid of cards, virtualised by rows (a folder can hold thousands): only the
 * rows in view exist in the page; reaching the end loads the next page.
 */
export function AssetGrid({
  items,
  label,
  hasNextPage,
  isFetchingNextPage,
  onEndReached,
  renderActions,
  onReorder,
  renderSelect,
  height = 'min(70vh, 720px)',
}: AssetGridProps) {
  const t = useT();
  const { ref: scrollRef, width } = useWidth<HTMLDivElement>();
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_COLUMN_WIDTH + GAP)));
  const rowCount = Math.ceil(items.length / columns);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT + GAP,
    overscan: 2,
    initialRect: FALLBACK_RECT,
    // An element not laid out yet (or a test DOM without layout) reports 0 × 0: assume a desktop view.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT)),
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastRow >= rowCount - 2) onEndReached?.();
  }, [lastRow, rowCount, hasNextPage, isFetchingNextPage, onEndReached]);

  const [dragOver, setDragOver] = useState<number | null>(null);
  const dragProps = (index: number) =>
    onReorder
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.setData(ASSET_DRAG_TYPE, String(index));
            event.dataTransfer.effectAllowed = 'move';
          },
          onDragOver: (event: DragEvent) => {
            if (!event.dataTransfer.types.includes(ASSET_DRAG_TYPE)) return;
            event.preventDefault();
            event.stopPropagation();
            setDragOver(index);
          },
          onDragLeave: () => setDragOver(null),
          onDrop: (event: DragEvent) => {
            const from = Number(event.dataTransfer.getData(ASSET_DRAG_TYPE));
            if (!event.dataTransfer.types.includes(ASSET_DRAG_TYPE) || Number.isNaN(from)) return;
            event.preventDefault();
            event.stopPropagation();
            setDragOver(null);
            onReorder(from, index);
          },
        }
      : {};

  return (
    <Box
      ref={scrollRef}
      sx={{ height, overflow: 'auto', position: 'relative' }}
      data-testid="asset-grid-scroll"
    >
      <Box
        role="list"
        aria-label={label}
        aria-busy={isFetchingNextPage ?? false}
        sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
      >
        {rows.map((row) => (
          <Box
            key={row.key}
            sx={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${row.start}px)`,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: `${GAP}px`,
              height: ROW_HEIGHT,
            }}
          >
            {items.slice(row.index * columns, row.index * columns + columns).map((asset, column) => {
              const index = row.index * columns + column;
              const content = <AssetCardContent asset={asset} />;
              return (
                <Card
                  key={asset.AssetId}
                  role="listitem"
                  aria-label={asset.Name}
                  variant="outlined"
                  {...dragProps(index)}
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    minWidth: 0,
                    outline: dragOver === index ? '2px dashed' : undefined,
                    outlineColor: 'primary.main',
                  }}
                >
                  {renderSelect ? renderSelect(asset, content) : content}
                  {renderActions && (
                    <Box
                      sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, px: 1, pb: 1, mt: 'auto' }}
                    >
                      {renderActions(asset, index)}
                    </Box>
                  )}
                </Card>
              );
            })}
          </Box>
        ))}
      </Box>
      {isFetchingNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} aria-label={t('Core.Loading')} />
        </Box>
      )}
    </Box>
  );
}

/** Thumbnail, name, size and dimensions of one asset. */
export function AssetCardContent({ asset }: { asset: Asset }) {
  const { culture } = useCulture();
  const dimensions = formatDimensions(asset.Width, asset.Height);
  return (
    <>
      <Box
        sx={{
          height: 150,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'grey.100',
          backgroundImage:
            'linear-gradient(45deg, #eee 25%, transparent 25%, transparent 75%, #eee 75%), linear-gradient(45deg, #eee 25%, transparent 25%, transparent 75%, #eee 75%)',
          backgroundSize: '16px 16px',
          backgroundPosition: '0 0, 8px 8px',
        }}
      >
        {asset.thumbnail_url ? (
          <Box
            component="img"
            src={asset.thumbnail_url}
            alt=""
            loading="lazy"
            sx={{ maxWidth: '100%', maxHeight: 150, objectFit: 'contain', display: 'block' }}
          />
        ) : (
          <InsertDriveFileIcon sx={{ fontSize: 56, color: 'text.secondary' }} />
        )}
      </Box>
      <Box sx={{ px: 1.5, pt: 1 }}>
        <Typography variant="subtitle2" noWrap title={asset.Name} component="p">
          {asset.Name}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="p">
          {formatBytes(asset.size, culture)}
          {dimensions ? ` · ${dimensions}` : ''}
        </Typography>
      </Box>
    </>
  );
}
