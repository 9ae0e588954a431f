import { useLingui } from '@lingui/react';
import { useCallback, useState } from 'react';
import { GENERIC_MESSAGES } from './errors';
import { useToast } from './toast';

// Parts of a screen that are closed when it first paints (dialogs, menus, popovers) stay out of the first load
// (scripts/postbuild.mjs holds the player home to its budget): their module is downloaded the first time it is
// wanted, or a moment earlier on a hint such as hovering or focusing what opens it.

export interface LazyPart<T> {
  /** Starts the download once and resolves with the part; after a failure the next call tries again. */
  load(): Promise<T>;
  /** The part, once downloaded. */
  readonly current: T | undefined;
}

/** `lazyPart(() => import('./x-dialog').then((m) => m.XDialog))`, at module level so every user shares it. */
export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let current: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= importer().then(
        (part) => {
          current = part;
          return part;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get current() {
      return current;
    },
  };
}

/**
 * The part once it is here (the component re-renders then), `preload` for hints, and `load` for when the user asked
 * for it: a failed download is then reported with a toast and `load` resolves to false, so the caller can undo
 * what it set up (the user may simply try again).
 */
export function useLazyPart<T>(part: LazyPart<T>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [current, setCurrent] = useState(() => part.current);
  const arrived = useCallback((value: T) => setCurrent(() => value), []);
  const preload = useCallback(() => {
    part.load().then(arrived, () => undefined);
  }, [part, arrived]);
  const load = useCallback(
    () =>
      part.load().then(
        (value) => {
          arrived(value);
          return true;
        },
        () => {
          toast.error(i18n._(GENERIC_MESSAGES.network));
          return false;
        },
      ),
    [part, arrived, toast, i18n],
  );
  return { current, preload, load };
}

/**
 * Runs `preload` once the page is idle after its first paint (a moment later where requestIdleCallback is missing),
 * so what the user opens first is usually here already. For `useEffect`: returns the cancel.
 */
export function preloadWhenIdle(preload: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(preload, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(preload, 200);
  return () => window.clearTimeout(id);
}
