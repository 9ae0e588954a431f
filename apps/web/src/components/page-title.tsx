import type * as React from 'react';
import { useEffect } from 'react';
import { cn } from '@/lib/utils';

/** The page's h1; it also names the browser tab. */
export function PageTitle({
  title,
  description,
  className,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  className?: string;
  actions?: React.ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Cancha`;
  }, [title]);
  return (
    <div className={cn('flex flex-wrap items-end justify-between gap-3', className)}>
      <div className="grid min-w-0 gap-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}
