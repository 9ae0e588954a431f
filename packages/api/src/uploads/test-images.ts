// Real images for upload tests, made by the codecs the server uses; test code only. Hostile variants are built
// from these in the tests that need them.
import type { ImageMimeType } from '@cancha/shared';
import { imageCodecs, type Pixels } from './image-codecs';

/** Opaque pixels in a gradient, so every codec has something to encode. */
export function testPixels(width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / Math.max(1, width - 1);
      data[i + 1] = (y * 255) / Math.max(1, height - 1);
      data[i + 2] = 128;
      data[i + 3] = 255;
    }
  }
  return { width, height, data };
}

/** A small, valid image of the given type. */
export function tinyImage(type: ImageMimeType = 'image/png', width = 4, height = 3): Promise<Uint8Array> {
  return imageCodecs.encode(type, testPixels(width, height));
}
