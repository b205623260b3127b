import type { Faq, RenderedBlock, RichTextNode } from '@vitrine/api-client';

const nodeText = (node: RichTextNode): string =>
  node.Kind === 'list'
    ? node.Items.map((runs) => runs.map((run) => run.Text).join('')).join('\n')
    : node.Runs.map((run) => run.Text).join('');

/** An answer's words as plain text: its text blocks and the captions of its images. */
export function answerText(blocks: readonly RenderedBlock[]): string {
  return blocks
    .flatMap((block) => {
      if (block.Type === 'text') return block.Content.map(nodeText);
      if ((block.Type === 'image' || block.Type === 'gallery') && block.Caption) return [block.Caption];
      return [];
    })
    .filter((part) => part.trim() !== '')
    .join('\n');
}

/** schema.org FAQPage data for search engines: every question shown, with its answer's text. */
export function faqJsonLd(faq: Faq): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.Sections.flatMap((section) =>
      section.Entries.map((entry) => ({
        '@type': 'Question',
        name: entry.Question,
        acceptedAnswer: { '@type': 'Answer', text: answerText(entry.Answer) },
      })),
    ),
  };
}
