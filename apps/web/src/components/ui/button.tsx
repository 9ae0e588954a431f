import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { useOnline } from '@/lib/connection';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button-variants';

export { buttonVariants };

export interface ButtonProps extends React.ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
  /**
   * Whether it asks the server for something, so waits while the phone has no signal: forms' submit buttons do by
   * default; an action on a plain button says so.
   */
  needsServer?: boolean;
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  needsServer = type === 'submit',
  disabled,
  ...props
}: ButtonProps) {
  // The offline notice (features/pwa/offline-notice.tsx) says why such buttons wait.
  const waiting = useOnline() === false && needsServer;
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props} />
    );
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size, className }))}
      disabled={disabled || waiting}
      {...props}
    />
  );
}
