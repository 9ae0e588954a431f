import { describe, expect, it } from 'vitest';
import {
  ABOUT_CAROUSEL_MS,
  autoplayActive,
  nextIndex,
  previousIndex,
  wrapIndex,
} from '@/components/carousel';

describe('about-us carousel (product: site-and-navigation#public-pages — autoplays every 5 s and loops)', () => {
  it('waits 5 seconds per slide', () => {
    expect(ABOUT_CAROUSEL_MS).toBe(5000);
  });

  it('loops forwards from the last slide to the first', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(3, 4)).toBe(0);
  });

  it('loops backwards from the first slide to the last', () => {
    expect(previousIndex(0, 4)).toBe(3);
    expect(previousIndex(2, 4)).toBe(1);
  });

  it('wraps any index, however far out, onto a slide', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-9, 4)).toBe(3);
    expect(wrapIndex(2.7, 4)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(3, 1)).toBe(0);
  });

  it('holds still while hovered, focused or paused, and with a single slide', () => {
    const idle = { hovered: false, focused: false, paused: false, count: 4 };
    expect(autoplayActive(idle)).toBe(true);
    expect(autoplayActive({ ...idle, hovered: true })).toBe(false);
    expect(autoplayActive({ ...idle, focused: true })).toBe(false);
    expect(autoplayActive({ ...idle, paused: true })).toBe(false);
    expect(autoplayActive({ ...idle, count: 1 })).toBe(false);
  });
});
