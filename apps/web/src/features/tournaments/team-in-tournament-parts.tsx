import type * as React from 'react';
import type { PlayerStatColumn } from '@/features/standings/player-stats';
import { cn } from '@/lib/utils';

// Small pieces the team-in-tournament screen's sections share: a stat's card colour and the empty-list box.

export function Swatch({ color }: { color: PlayerStatColumn['swatch'] }) {
  if (!color) return null;
  const bg = color === 'yellow' ? 'bg-yellow-400' : color === 'blue' ? 'bg-sky-500' : 'bg-red-600';
  return <span aria-hidden className={cn('inline-block h-3 w-2 rounded-[2px] shadow-xs', bg)} />;
}

export function EmptyText({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed bg-card/50 px-4 py-6 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}
