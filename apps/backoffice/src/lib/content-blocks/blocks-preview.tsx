import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type RichTextRun, richTextFromMarkup } from '@vitrine/api-client';
import type { ReactNode } from 'react';
import { useT } from '../i18n-context';
import type { FormBlock } from './block-model';
import { widgetTitle } from './widget-settings-form';

function Runs({ runs }: { runs: readonly RichTextRun[] }) {
  return runs.map((run, index) => {
    let node: ReactNode = run.Text;
    if (run.Italic) node = <em>{node}</em>;
    if (run.Bold) node = <strong>{node}</strong>;
    if (run.Href) node = <a href={run.Href}>{node}</a>;
    // biome-ignore lint/suspicious/noArrayIndexKey: runs have no identity of their own.
    return <span key={index}>{node}</span>;
  });
}

/**
 * A body as the shop will show it, before it is saved: texts, images and galleries as they are; a
 * widget (read live when the page is shown) as a labelled placeholder.
 */
export function BlocksPreview({ blocks }: { blocks: readonly FormBlock[] }) {
  const t = useT();
  return blocks.map((block) => {
    if (block.Type === 'text')
      return (
        <Box key={block.Id} sx={{ mb: 2 }}>
          {richTextFromMarkup(block.Markup).map((node, index) => {
            // A text's parts have no identity of their own: their order is it.
            const key = index;
            if (node.Kind === 'list')
              return (
                <Box component={node.Ordered ? 'ol' : 'ul'} key={key}>
                  {node.Items.map((item, itemIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: list items are their order.
                    <li key={itemIndex}>
                      <Runs runs={item} />
                    </li>
                  ))}
                </Box>
              );
            return (
              <Typography
                key={key}
                component={
                  node.Kind === 'heading'
                    ? node.Level === 2
                      ? 'h3'
                      : 'h4'
                    : node.Kind === 'quote'
                      ? 'blockquote'
                      : 'p'
                }
                variant={node.Kind === 'heading' ? (node.Level === 2 ? 'h5' : 'h6') : 'body1'}
                gutterBottom
              >
                <Runs runs={node.Runs} />
              </Typography>
            );
          })}
        </Box>
      );
    if (block.Type === 'image' || block.Type === 'gallery')
      return (
        <Box key={block.Id} component="figure" sx={{ m: 0, mb: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {block.Images.map((image) => (
              <Box
                key={image.AssetId}
                component="img"
                src={(block.Type === 'gallery' ? image.thumbnail_url : image.Uri) ?? image.Uri}
                alt={image.Name}
                sx={{ maxWidth: block.Type === 'gallery' ? 160 : '100%' }}
              />
            ))}
          </Box>
          {block.Caption && (
            <Typography component="figcaption" variant="caption">
              {block.Caption}
            </Typography>
          )}
        </Box>
      );
    return (
      <Box
        key={block.Id}
        sx={{ mb: 2, p: 2, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography variant="body2">
          {block.Type === 'widget' ? widgetTitle(t, block.Widget.Name) : t('Blocks.Html')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t(block.Type === 'widget' ? 'Blocks.WidgetPreview' : 'Blocks.HtmlHelp')}
        </Typography>
      </Box>
    );
  });
}
