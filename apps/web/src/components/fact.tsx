import type * as React from 'react';

/** One label and value of a tournament's data, inside a <dl>. */
export function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: React.ElementType;
  label: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1 rounded-lg border bg-card p-3">
      <dt className="flex items-center gap-2 text-muted-foreground text-xs">
        <Icon className="size-4 shrink-0" aria-hidden />
        {label}
      </dt>
      <dd className="break-words pl-6 font-medium text-sm">{children}</dd>
    </div>
  );
}
