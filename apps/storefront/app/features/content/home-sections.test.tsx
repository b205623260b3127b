import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '../../test/render-in-shop';
import { publishConsent } from '../consent/consent-store';
import { HomeSectionView } from './home-sections';

const MAP = {
  kind: 'maps' as const,
  map: {
    title: 'Nos magasins',
    center: null,
    zoom: 13,
    mapType: 'roadmap' as const,
    draggable: true,
    zoomControl: true,
    scrollWheel: false,
    streetView: false,
    fitBounds: false,
    markers: [
      { id: 'm1', position: { lat: 50.8467, lng: 4.3525 }, title: 'Grand-Place', icon: undefined, html: '' },
    ],
  },
};

afterEach(() => publishConsent(null));

describe('the home page’s map section', () => {
  it('loads another server’s tiles only once the visitor agrees (ADR 042)', async () => {
    renderInShop(<HomeSectionView section={MAP} title="Accueil" heroImage={null} />);
    const section = screen.getByRole('region', { name: 'Nos magasins' });
    expect(section.querySelector('.map-view')).toBeNull();
    expect(within(section).getByText(/tile\.openstreetmap\.org/)).toBeTruthy();
    await userEvent.click(within(section).getByRole('button', { name: 'Accepter et afficher' }));
    expect(await within(section).findByRole('button', { name: 'Grand-Place' })).toBeTruthy();
  });

  it('shows the map at once to a visitor who accepted preference cookies', async () => {
    publishConsent({ stamp: 's', preferences: true, statistics: false, marketing: false });
    const { container } = renderInShop(<HomeSectionView section={MAP} title="Accueil" heroImage={null} />);
    const section = container.querySelector('section.cms-map') as HTMLElement;
    expect(within(section).queryByRole('button', { name: 'Accepter et afficher' })).toBeNull();
    expect(await within(section).findByRole('button', { name: 'Grand-Place' })).toBeTruthy();
  });
});
