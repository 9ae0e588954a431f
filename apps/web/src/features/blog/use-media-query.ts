import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; follows changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * Tailwind's md breakpoint: numbered pages from here up, 'Ver más' below (docs/product/blog.md#blog-list).
 */
export const DESKTOP_QUERY = '(min-width: 768px)';
