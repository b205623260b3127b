import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { NewsBlockWidget } from './news-block-widget';

const BLOCK_ID = '00000000-0000-4000-8000-000000000601';
const page = { Items: [], Page: 1, PageCount: 1, Total: 0 };

describe('a widget block of a body', () => {
  it('shows the widget its settings name, with the data the page read for it', () => {
    const settings = {
      Name: 'news-list' as const,
      CategoryIds: [],
      DisplayChildren: false,
      PostPerPage: 3,
      Layout: 'masonry' as const,
    };
    const { container } = renderInShop(
      <NewsBlockWidget
        block={{ Type: 'widget', Id: BLOCK_ID, Widget: settings, Photos: {} }}
        data={{ kind: 'news-list', settings, until: '2026-11-20', page }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Liste des actualités' })).toBeTruthy();
    expect(container.querySelector('.news-list--masonry')).not.toBeNull();
  });

  it('shows Core.Error in a danger alert when the page has nothing for it', () => {
    const settings = {
      Name: 'news-calendar' as const,
      CategoryIds: [],
      DisplayChildren: false,
      PostPerPage: 3,
    };
    renderInShop(
      <NewsBlockWidget
        block={{ Type: 'widget', Id: BLOCK_ID, Widget: settings, Photos: {} }}
        data={undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Une erreur est survenue.');
  });
});
