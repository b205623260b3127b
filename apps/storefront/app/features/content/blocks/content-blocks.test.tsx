import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Photo, RenderedBlock } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../test/render-in-shop';
import { ContentBlocks } from './content-blocks';

const id = (n: number) => `00000000-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`;
const photo = (n: number, name: string): Photo => ({
  AssetId: id(50 + n),
  AssetName: name,
  Url: `/assets/images/${id(50 + n)}/large.webp`,
  ThumbnailUrl: `/assets/images/${id(50 + n)}/thumb.webp`,
  Width: 1600,
  Height: 1200,
  AttributeValueId: null,
});

describe('the content block renderer', () => {
  it('renders rich text as elements, never as markup, with only the links the contract allows', () => {
    const blocks: RenderedBlock[] = [
      {
        Type: 'text',
        Id: id(1),
        Content: [
          { Kind: 'heading', Level: 2, Runs: [{ Text: 'L’atelier' }] },
          {
            Kind: 'paragraph',
            Runs: [
              { Text: '<img src=x onerror=alert(1)> ' },
              { Text: 'gras', Bold: true },
              { Text: ' et ' },
              { Text: 'un lien', Href: '/fr/news' },
            ],
          },
          { Kind: 'list', Ordered: true, Items: [[{ Text: 'un' }], [{ Text: 'deux', Italic: true }]] },
          { Kind: 'quote', Runs: [{ Text: 'Dit' }] },
        ],
      },
    ];
    const { container } = renderInShop(<ContentBlocks blocks={blocks} />);
    expect(screen.getByRole('heading', { level: 2, name: 'L’atelier' })).toBeTruthy();
    // The editor's angle brackets are words on the page, not an element.
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(screen.getByText('gras').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'un lien' }).getAttribute('href')).toBe('/fr/news');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('deux').tagName).toBe('EM');
    expect(container.querySelector('blockquote')?.textContent).toBe('Dit');
  });

  it('renders an image with its caption, a gallery as linked thumbnails, and legacy HTML as written', () => {
    const blocks: RenderedBlock[] = [
      { Type: 'image', Id: id(2), Image: photo(1, 'vitrine.jpg'), Caption: 'La vitrine' },
      { Type: 'image', Id: id(3), Image: null, Caption: 'Supprimée' },
      { Type: 'gallery', Id: id(4), Images: [photo(2, 'a.jpg'), photo(3, 'b.jpg')], Caption: 'Atelier' },
      { Type: 'html', Id: id(5), Html: '<p class="legacy">Ancien contenu</p>' },
    ];
    const { container } = renderInShop(<ContentBlocks blocks={blocks} />);
    const image = screen.getByRole('img', { name: 'La vitrine' });
    expect(image.getAttribute('srcset')).toContain('thumb.webp 320w');
    expect(screen.getByText('La vitrine', { selector: 'figcaption' })).toBeTruthy();
    // An image gone from the library leaves no empty figure.
    expect(screen.queryByText('Supprimée')).toBeNull();
    const gallery = screen.getByRole('list', { name: 'Atelier' });
    const links = within(gallery).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([photo(2, '').Url, photo(3, '').Url]);
    expect(links[0]?.getAttribute('aria-label')).toBe('Image 1 sur 2');
    expect(within(gallery).getByRole('img', { name: 'a.jpg' })).toBeTruthy();
    expect(container.querySelector('.legacy')?.textContent).toBe('Ancien contenu');
  });

  it('opens a gallery image in the viewer and steps through the images in order', async () => {
    renderInShop(
      <ContentBlocks
        blocks={[
          {
            Type: 'gallery',
            Id: id(7),
            Images: [photo(2, 'a.jpg'), photo(3, 'b.jpg'), photo(4, 'c.jpg')],
            Caption: '',
          },
        ]}
      />,
    );
    const gallery = screen.getByRole('list', { name: 'Galerie de photos' });
    await userEvent.click(within(gallery).getByRole('link', { name: 'Image 3 sur 3' }));
    const viewer = screen.getByRole('dialog', { name: 'Image 3 sur 3' });
    expect(within(viewer).getByRole('img', { name: 'c.jpg' }).getAttribute('src')).toBe(photo(4, '').Url);
    // After the last comes the first.
    await userEvent.click(within(viewer).getByRole('button', { name: 'Image suivante' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Image 1 sur 3' })).getByRole('img', { name: 'a.jpg' }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Image précédente' }));
    expect(screen.getByRole('dialog', { name: 'Image 3 sur 3' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('heading', { name: 'Image 3 sur 3' })).toBeNull();
  });

  it('hands a widget block to the page’s widget renderer with its settings', () => {
    const blocks: RenderedBlock[] = [
      {
        Type: 'widget',
        Id: id(6),
        Widget: {
          Name: 'news-list',
          CategoryIds: [],
          DisplayChildren: false,
          PostPerPage: 3,
          Layout: 'masonry',
        },
        Photos: {},
      },
    ];
    renderInShop(
      <ContentBlocks
        blocks={blocks}
        renderWidget={(block) => <p>widget {block.Widget.Name === 'news-list' ? block.Widget.Layout : ''}</p>}
      />,
    );
    expect(screen.getByText('widget masonry')).toBeTruthy();
  });
});
