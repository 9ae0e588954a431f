import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '@/lib/utils';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 font-medium text-xs [&>svg]:pointer-events-none [&>svg]:size-3',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        destructive: 'border-transparent bg-destructive-strong text-destructive-foreground',
        outline: 'text-foreground',
        // Status colours (docs/product/look-and-feel.md#colours — each status has its own badge colour).
        open: 'border-transparent bg-status-open text-white',
        pending: 'border-transparent bg-status-pending text-black',
        inProgress: 'border-transparent bg-status-in-progress text-white',
        postponed: 'border-transparent bg-status-postponed text-white',
        suspended: 'border-transparent bg-status-suspended text-black',
        cancelled: 'border-transparent bg-status-cancelled text-white',
        completed: 'border-transparent bg-status-completed text-white',
        accepted: 'border-transparent bg-status-accepted text-white',
        rejected: 'border-transparent bg-status-rejected text-white',
        scheduled: 'border-transparent bg-status-scheduled text-white',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  asChild = false,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
