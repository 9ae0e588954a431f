import type * as React from 'react';

/** A page section's title, with an optional action beside it. */
export function SectionHeading({
  id,
  children,
  aside,
}: {
  id: string;
  children: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 id={id} className="font-semibold text-xl tracking-tight">
        {children}
      </h2>
      {aside}
    </div>
  );
}
