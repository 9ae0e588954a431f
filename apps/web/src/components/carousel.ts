// Pure rules of the rotating slides: the about-us carousel (docs/product/site-and-navigation.md#public-pages
// — autoplays every 5 s and loops) and the banner ad (docs/product/payments-and-ads.md#banner-ad — 3 images
// every 4 s).

export const ABOUT_CAROUSEL_MS = 5000;

/** Any step, forwards or backwards, lands on a slide: after the last comes the first, before the first the last. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((Math.trunc(index) % count) + count) % count;
}

export function nextIndex(index: number, count: number): number {
  return wrapIndex(index + 1, count);
}

export function previousIndex(index: number, count: number): number {
  return wrapIndex(index - 1, count);
}

/**
 * Whether the slides move by themselves: not while the pointer is over them or focus is inside (so nothing moves
 * under the reader), and not while paused by the button. People who asked for reduced motion start paused and may
 * press play themselves.
 */
export function autoplayActive(state: {
  hovered: boolean;
  focused: boolean;
  paused: boolean;
  count: number;
}): boolean {
  return state.count > 1 && !state.hovered && !state.focused && !state.paused;
}
