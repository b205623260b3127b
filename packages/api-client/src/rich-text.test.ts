import { describe, expect, it } from 'vitest';
import { ContentBlockSchema } from './contracts/content-blocks';
import { richTextFromMarkup, richTextToMarkup } from './rich-text';

describe('rich text markup', () => {
  it('reads headings, paragraphs, quotes, lists and inline marks into structure', () => {
    const nodes = richTextFromMarkup(
      '## Atelier\n\nUn **beau** jour,\nà *Lyon*.\n\n- un\n- [deux](/fr/news)\n\n1. premier\n\n> Citation',
    );
    expect(nodes).toEqual([
      { Kind: 'heading', Level: 2, Runs: [{ Text: 'Atelier' }] },
      {
        Kind: 'paragraph',
        Runs: [
          { Text: 'Un ' },
          { Text: 'beau', Bold: true },
          { Text: ' jour, à ' },
          { Text: 'Lyon', Italic: true },
          { Text: '.' },
        ],
      },
      { Kind: 'list', Ordered: false, Items: [[{ Text: 'un' }], [{ Text: 'deux', Href: '/fr/news' }]] },
      { Kind: 'list', Ordered: true, Items: [[{ Text: 'premier' }]] },
      { Kind: 'quote', Runs: [{ Text: 'Citation' }] },
    ]);
  });

  it('writes the structure back as the same markup', () => {
    const markup = '### Titre\n\nTexte **gras** et [lien](https://example.org).\n\n- a\n- b\n\n> Dit';
    expect(richTextToMarkup(richTextFromMarkup(markup))).toBe(markup);
  });

  it('lets the contract refuse a link to a script', () => {
    const content = richTextFromMarkup('[clic](javascript:alert(1))');
    const parsed = ContentBlockSchema.safeParse({
      Type: 'text',
      Id: '00000000-0000-4000-8000-000000000001',
      Content: content,
    });
    expect(parsed.success).toBe(false);
  });
});
