import { useLingui } from '@lingui/react';
import { startTransition, useCallback, useState } from 'react';
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
 * what it set up (the user may simply try again). A preloaded part re-renders its host as a transition: several
 * arriving together would otherwise hold a slow phone's main thread in one long task.
 */
export function useLazyPart<T>(part: LazyPart<T>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [current, setCurrent] = useState(() => part.current);
  const arrived = useCallback((value: T) => setCurrent(() => value), []);
  const preload = useCallback(() => {
    part.load().then(
      (value) => startTransition(() => arrived(value)),
      () => undefined,
    );
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

/** How long after the page has loaded the idle downloads wait: until then the network is the page's own. */
export const IDLE_PRELOAD_AFTER_MS = 1500;

/**
 * Runs `run` once the page has loaded and settled (a moment later, when the browser is idle). For downloads the
 * user may want next, so they are usually here already without taking a phone's little bandwidth from what the page
 * shows first (its data, its images, the banner). For `useEffect`: returns the cancel.
 */
export function whenPageSettled(run: () => void): () => void {
  let cancelIdle = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else run();
  };
  let timer: number | undefined;
  const settle = () => {
    timer = window.setTimeout(idle, IDLE_PRELOAD_AFTER_MS);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    window.removeEventListener('load', settle);
    window.clearTimeout(timer);
    cancelIdle();
  };
}
