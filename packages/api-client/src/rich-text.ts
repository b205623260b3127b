import type { RichTextNode, RichTextRun } from './contracts/content-blocks';

/**
 * The back office writes rich text in a light markup and stores it as structure (ADR 035):
 * a blank line ends a paragraph; `## ` and `### ` start headings, `> ` a quote, `- ` and `1. `
 * list items; inside a line `**bold**`, `*italic*` and `[words](address)`.
 */
export function richTextFromMarkup(markup: string): RichTextNode[] {
  const nodes: RichTextNode[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: RichTextRun[][] } | null = null;
  const flushParagraph = () => {
    if (paragraph.length) nodes.push({ Kind: 'paragraph', Runs: runsOf(paragraph.join(' ')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list) nodes.push({ Kind: 'list', Ordered: list.ordered, Items: list.items });
    list = null;
  };
  for (const raw of markup.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const item = /^(-|\*|\d+\.)\s+(.*)$/.exec(line);
    if (!line) {
      flushParagraph();
      flushList();
    } else if (item) {
      flushParagraph();
      const ordered = /^\d/.test(item[1] ?? '');
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(runsOf(item[2] ?? ''));
    } else {
      flushList();
      const heading = /^(#{2,3})\s+(.*)$/.exec(line);
      const quote = /^>\s?(.*)$/.exec(line);
      if (heading) {
        flushParagraph();
        nodes.push({ Kind: 'heading', Level: heading[1] === '##' ? 2 : 3, Runs: runsOf(heading[2] ?? '') });
      } else if (quote) {
        flushParagraph();
        nodes.push({ Kind: 'quote', Runs: runsOf(quote[1] ?? '') });
      } else paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return nodes;
}

const INLINE = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*]+)\*/g;

function runsOf(text: string): RichTextRun[] {
  const runs: RichTextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) runs.push({ Text: text.slice(last, match.index) });
    const [, label, href, bold, italic] = match;
    if (label !== undefined) runs.push({ Text: label, Href: href });
    else if (bold !== undefined) runs.push({ Text: bold, Bold: true });
    else runs.push({ Text: italic ?? '', Italic: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ Text: text.slice(last) });
  return runs;
}

function markupOf(runs: readonly RichTextRun[]): string {
  return runs
    .map((run) => {
      if (run.Href) return `[${run.Text}](${run.Href})`;
      if (run.Bold) return `**${run.Text}**`;
      if (run.Italic) return `*${run.Text}*`;
      return run.Text;
    })
    .join('');
}

/** The markup an editor sees for stored rich text (the inverse of `richTextFromMarkup`). */
export function richTextToMarkup(nodes: readonly RichTextNode[]): string {
  return nodes
    .map((node) => {
      switch (node.Kind) {
        case 'heading':
          return `${node.Level === 2 ? '##' : '###'} ${markupOf(node.Runs)}`;
        case 'quote':
          return `> ${markupOf(node.Runs)}`;
        case 'list':
          return node.Items.map(
            (item, index) => `${node.Ordered ? `${index + 1}.` : '-'} ${markupOf(item)}`,
          ).join('\n');
        default:
          return markupOf(node.Runs);
      }
    })
    .join('\n\n');
}
