import { describe, expect, it } from 'vitest';
import { fitted, zoomed } from './crop-geometry';

describe('crop geometry', () => {
  it('fits a 400x300 image into the 250x250 app logo, centred', () => {
    expect(fitted({ width: 400, height: 300 }, { width: 250, height: 250 })).toEqual({
      scale: 0.625,
      x: 0,
      y: (250 - 187.5) / 2,
    });
  });

  it('enlarges a small image to fit the 192x96 report logo', () => {
    expect(fitted({ width: 48, height: 48 }, { width: 192, height: 96 })).toEqual({ scale: 2, x: 48, y: 0 });
  });

  it('zooms around the centre of the crop area', () => {
    const crop = { width: 200, height: 100 };
    expect(zoomed({ x: 0, y: 0, scale: 1 }, 2, crop)).toEqual({ x: -100, y: -50, scale: 2 });
  });
});
