import type * as React from 'react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { autoplayActive, nextIndex, previousIndex, wrapIndex } from '@/components/carousel';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function reducedMotionNow(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(REDUCED_MOTION).matches;
}

/** The visitor's "reduce motion" setting, kept up to date. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, reducedMotionNow, () => false);
}

/**
 * Slides that advance by themselves every `intervalMs` and loop (the about-us carousel, the banner ad). A manual
 * step restarts the wait, so the new slide gets its full time. Spread `bind` on the element that holds the slides
 * and their controls: hovering it or moving focus into it holds the rotation.
 */
export function useAutoRotate({ count, intervalMs }: { count: number; intervalMs: number }) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // null follows the reduced-motion preference until the visitor presses pause or play.
  const [pausedChoice, setPausedChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = pausedChoice ?? reducedMotion;
  const active = autoplayActive({ hovered, focused, paused, count });

  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the wait, so each new slide gets its full interval, also after a manual step.
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setIndex((i) => nextIndex(i, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [active, index, count, intervalMs]);

  const go = useCallback((to: number) => setIndex(wrapIndex(to, count)), [count]);
  const next = useCallback(() => setIndex((i) => nextIndex(i, count)), [count]);
  const previous = useCallback(() => setIndex((i) => previousIndex(i, count)), [count]);
  const togglePaused = useCallback(() => setPausedChoice(!paused), [paused]);

  const bind = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index: wrapIndex(index, count),
    go,
    next,
    previous,
    paused,
    togglePaused,
    active,
    reducedMotion,
    bind,
  };
}
