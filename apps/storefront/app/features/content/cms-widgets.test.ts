import { describe, expect, it } from 'vitest';
import { parseCmsBlocks } from './cms-widgets';

describe('CMS widgets in a page body', () => {
  it('cuts the body at its widget sections and reads their settings', () => {
    const blocks = parseCmsBlocks(`<section data-widget="hero">
  <p class="lead">Des objets durables</p>
</section>
<section class="intro"><h2>Bienvenue</h2></section>
<section data-widget="categories" data-title="Nos univers" data-count="4"></section>
<section id="shelf" data-widget="products" data-sort="newest" data-count="30" data-title="Nouveaut&eacute;s &amp; co"></section>
<section data-widget="brands"></section>
<p>Fin</p>`);
    expect(blocks).toEqual([
      { kind: 'hero', html: '<p class="lead">Des objets durables</p>' },
      { kind: 'html', html: '\n<section class="intro"><h2>Bienvenue</h2></section>\n' },
      { kind: 'categories', title: 'Nos univers', count: 4 },
      // At most one page of products; an unknown entity stays as written.
      { kind: 'products', title: 'Nouveaut&eacute;s & co', sort: 'newest', count: 12 },
      { kind: 'brands', title: undefined },
      { kind: 'html', html: '\n<p>Fin</p>' },
    ]);
  });

  it('falls back to sensible settings and keeps the content of an unknown widget', () => {
    expect(
      parseCmsBlocks(
        '<section data-widget="products" data-sort="cheapest" data-count="x"></section><section data-widget="map"><p>Plan</p></section><section data-widget="countdown"></section>',
      ),
    ).toEqual([
      { kind: 'products', title: '', sort: 'popular', count: 8 },
      { kind: 'html', html: '<p>Plan</p>' },
    ]);
  });

  it('leaves a body without widgets whole', () => {
    expect(parseCmsBlocks('<p>Texte</p>')).toEqual([{ kind: 'html', html: '<p>Texte</p>' }]);
  });
});
