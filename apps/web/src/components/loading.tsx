import type * as React from 'react';

/**
 * docs/product/look-and-feel.md#lists — a part still loading: the caller draws its shape with Skeleton blocks
 * (components/ui/skeleton.tsx), and screen readers hear what is being loaded.
 */
export function Loading({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className} aria-busy="true">
      <span className="sr-only" role="status">
        {label}
      </span>
      {children}
    </div>
  );
}
