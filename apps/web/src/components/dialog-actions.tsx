import { Trans } from '@lingui/react/macro';
import type * as React from 'react';
import { Spinner } from './spinner';
import { Button } from './ui/button';
import { DialogClose, DialogFooter } from './ui/dialog';

/**
 * A dialog's 'Cancelar' and its action, which waits while `pending`. With `onClick` the action is a plain button;
 * without, it submits the dialog's form.
 */
export function DialogActions({
  children,
  pending,
  disabled = false,
  variant = 'default',
  onClick,
}: {
  children: React.ReactNode;
  pending: boolean;
  disabled?: boolean;
  variant?: 'default' | 'destructive';
  onClick?: () => void;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          <Trans>Cancelar</Trans>
        </Button>
      </DialogClose>
      <Button
        type={onClick ? 'button' : 'submit'}
        variant={variant}
        onClick={onClick}
        needsServer
        disabled={disabled || pending}
      >
        {pending ? <Spinner /> : null}
        {children}
      </Button>
    </DialogFooter>
  );
}
