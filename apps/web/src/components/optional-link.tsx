import { Link, type LinkProps } from '@tanstack/react-router';
import type * as React from 'react';

/** A link when there is somewhere to go, the same content unlinked otherwise (e.g. on the public site). */
export function OptionalLink({
  link,
  className,
  children,
  ...rest
}: { link: LinkProps | null | undefined; className?: string; children: React.ReactNode } & Omit<
  React.HTMLAttributes<HTMLElement>,
  'className' | 'children'
>) {
  if (link) {
    return (
      <Link {...link} {...rest} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <div {...rest} className={className}>
      {children}
    </div>
  );
}
