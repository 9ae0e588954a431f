import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';

// A wide table in a box that scrolls sideways on a phone, with a shade at each edge that has more columns beyond
// it: without one, the columns cut at the edge look like the whole table.

interface Edges {
  start: boolean;
  end: boolean;
}

/** Which sides of the box have columns out of view, kept up to date as it scrolls or resizes. */
function useScrollEdges() {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      // A pixel of slack: zoomed pages report fractional widths.
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }));
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);
  return { ref, edges };
}

/**
 * The box of a sideways-scrolling table. It sets `data-more-start` / `data-more-end` on itself (a `group/scroll`):
 * a table with sticky columns shades those (`group-data-[more-end]/scroll:`); otherwise pass `fade` for a shade over
 * the edge.
 */
export function TableScroller({
  children,
  fade = false,
  className,
  ...rest
}: {
  children: React.ReactNode;
  fade?: boolean;
  className?: string;
} & Omit<React.HTMLAttributes<HTMLDivElement>, 'className' | 'children'>) {
  const { ref, edges } = useScrollEdges();
  return (
    <div
      // min-w-0: in a grid or flex column the box must not grow to the table's width, or a phone's page would.
      className="group/scroll relative min-w-0"
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
    >
      <div
        ref={ref}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on phones; the keyboard must reach it (axe: scrollable-region-focusable).
        tabIndex={0}
        // relative: the table's screen-reader-only texts are absolutely placed; without it they escape this
        // scroller, and a phone widens the whole page to hold them.
        className={cn(
          'relative overflow-x-auto rounded-xl border bg-card shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
          className,
        )}
        {...rest}
      >
        {children}
      </div>
      {fade ? (
        <>
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-px left-px w-6 rounded-l-xl bg-linear-to-r from-foreground/15 to-transparent opacity-0 transition-opacity group-data-[more-start]/scroll:opacity-100"
          />
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-px right-px w-6 rounded-r-xl bg-linear-to-l from-foreground/15 to-transparent opacity-0 transition-opacity group-data-[more-end]/scroll:opacity-100"
          />
        </>
      ) : null}
    </div>
  );
}

/** The shade a sticky column casts over the columns scrolled under it (for tables with sticky edges). */
export const STICKY_SHADE = {
  /** On the last sticky column on the left. */
  start: 'group-data-[more-start]/scroll:shadow-[6px_0_6px_-4px_rgb(0_0_0/0.18)]',
  /** On the first sticky column on the right, keeping its rule. */
  end: 'group-data-[more-end]/scroll:shadow-[inset_1px_0_0_var(--color-border),-6px_0_6px_-4px_rgb(0_0_0/0.18)]',
} as const;
