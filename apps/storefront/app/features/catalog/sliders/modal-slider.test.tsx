import { act, screen } from '@testing-library/react';
import type { Photo } from '@vitrine/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '../../../test/render-in-shop';
import { MODAL_SLIDER_START_MS, ModalPhotoSlider } from './modal-slider';

const photo = (n: number): Photo => ({
  AssetId: `00000000-0000-4000-8000-0000000005${String(n).padStart(2, '0')}`,
  AssetName: `photo-${n}`,
  Url: `/assets/${n}.jpg`,
  ThumbnailUrl: `/assets/${n}-thumb.jpg`,
  Width: 800,
  Height: 800,
  AttributeValueId: null,
});

const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a slider in a modal (spec 001 §9)', () => {
  it('starts 200 ms after the modal opens, the first photo shown until then', async () => {
    expect(MODAL_SLIDER_START_MS).toBe(200);
    const { container } = renderInShop(
      <ModalPhotoSlider photos={[photo(1), photo(2), photo(3)]} name="Vase" open />,
    );
    await wait(0);
    await wait(MODAL_SLIDER_START_MS - 1);
    expect(container.querySelector('.swiper')).toBeNull();
    expect(screen.getByRole('img', { name: 'Vase' }).getAttribute('src')).toBe('/assets/1.jpg');
    await wait(1);
    expect(container.querySelectorAll('.swiper .swiper-slide')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Diapositive suivante' })).toBeTruthy();
  });

  it('does not start while the modal is closed, nor for one photo', async () => {
    const closed = renderInShop(<ModalPhotoSlider photos={[photo(1), photo(2)]} name="Vase" open={false} />);
    await wait(1000);
    expect(closed.container.querySelector('.swiper')).toBeNull();
    closed.unmount();
    const one = renderInShop(<ModalPhotoSlider photos={[photo(1)]} name="Vase" open />);
    await wait(1000);
    expect(one.container.querySelector('.swiper')).toBeNull();
    expect(screen.getByRole('img', { name: 'Vase' })).toBeTruthy();
  });
});
