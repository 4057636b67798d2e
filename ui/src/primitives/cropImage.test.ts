import { describe, expect, it } from 'vitest';
import { defaultCropArea, outputSize } from './cropImage';

describe('defaultCropArea: the 16:9 frame before any move or zoom', () => {
  // Expected: react-easy-crop's own croppedAreaPixels at crop {0, 0}, zoom 1, contained (worked
  // out with its computeCroppedArea for the 768, 352 and 328 px wide stages; all give these).
  it.each([
    [640, 480, { x: 0, y: 60, width: 640, height: 360 }],
    [640, 360, { x: 0, y: 0, width: 640, height: 360 }],
    [1000, 500, { x: 56, y: 0, width: 889, height: 500 }],
    [333, 777, { x: 0, y: 295, width: 333, height: 187 }],
    [1001, 563, { x: 0, y: 0, width: 1001, height: 563 }],
    [4032, 3024, { x: 0, y: 378, width: 4032, height: 2268 }],
    [500, 500, { x: 0, y: 109, width: 500, height: 281 }],
  ])('%i x %i', (width, height, expected) => {
    expect(defaultCropArea({ width, height }, 16 / 9)).toEqual(expected);
  });
});

describe('outputSize', () => {
  it('keeps a crop up to 1280 wide and scales a wider one down', () => {
    expect(outputSize({ x: 0, y: 0, width: 640, height: 360 })).toEqual({
      width: 640,
      height: 360,
    });
    expect(outputSize({ x: 0, y: 378, width: 4032, height: 2268 })).toEqual({
      width: 1280,
      height: 720,
    });
  });
});
