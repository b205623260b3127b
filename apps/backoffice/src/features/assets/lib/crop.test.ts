import { describe, expect, it } from 'vitest';
import { CROP_BOX, defaultCropArea, toCropRectangle } from './crop';

const HERO = { width: 1600, height: 600 };

describe('the crop box', () => {
  it('is 568 × 400 (spec 000 §9)', () => {
    expect(CROP_BOX).toEqual({ width: 568, height: 400 });
  });
});

describe('defaultCropArea', () => {
  it('takes the widest band of the crop proportions, centred', () => {
    expect(defaultCropArea({ width: 2400, height: 1600 }, HERO)).toEqual({
      left: 0,
      top: 350,
      width: 2400,
      height: 900,
    });
  });

  it('takes the full height when the image is wider than the proportions', () => {
    expect(defaultCropArea({ width: 4000, height: 600 }, HERO)).toEqual({
      left: 1200,
      top: 0,
      width: 1600,
      height: 600,
    });
  });
});

describe('toCropRectangle', () => {
  const image = { width: 2400, height: 1600 };

  it('keeps an area already in source pixels, rounded', () => {
    expect(
      toCropRectangle({ left: 100.4, top: 200.6, width: 2000, height: 750 }, image, image, HERO),
    ).toEqual({
      x: 100,
      y: 201,
      w: 2000,
      h: 750,
    });
  });

  it('scales from the displayed image to the source size the server measured', () => {
    const displayed = { width: 1200, height: 800 };
    expect(toCropRectangle({ left: 0, top: 175, width: 1200, height: 450 }, displayed, image, HERO)).toEqual({
      x: 0,
      y: 350,
      w: 2400,
      h: 900,
    });
  });

  it('never goes below the crop size, keeping the centre', () => {
    expect(toCropRectangle({ left: 1000, top: 700, width: 400, height: 150 }, image, image, HERO)).toEqual({
      x: 400,
      y: 475,
      w: 1600,
      h: 600,
    });
  });

  it('holds the crop proportions and stays inside the image', () => {
    const rect = toCropRectangle({ left: 2000, top: 1400, width: 1700, height: 700 }, image, image, HERO);
    expect(rect.w / rect.h).toBeCloseTo(1600 / 600, 2);
    expect(rect.x + rect.w).toBeLessThanOrEqual(image.width);
    expect(rect.y + rect.h).toBeLessThanOrEqual(image.height);
    expect(rect.x).toBeGreaterThanOrEqual(0);
  });

  it('shrinks to the image when the area overflows it, around the centre of the area', () => {
    expect(toCropRectangle({ left: -50, top: 0, width: 5000, height: 1875 }, image, image, HERO)).toEqual({
      x: 0,
      y: 488,
      w: 2400,
      h: 900,
    });
  });
});
