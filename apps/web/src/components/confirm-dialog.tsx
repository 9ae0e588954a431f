import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';

/**
 * The confirmation before something is deleted or removed: what will go, Cancelar, and the destructive button.
 * `onConfirm` does the work; while it runs the button waits, and if it throws the dialog stays open and says why
 * (in `describeError`'s words, or the error's own). Closing the dialog forgets that error.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  onConfirm,
  describeError,
  closeLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  /** What is about to go, when the description does not name it. */
  children?: React.ReactNode;
  confirmLabel: React.ReactNode;
  onConfirm: () => Promise<void>;
  describeError?: (error: unknown) => string;
  closeLabel?: string;
}) {
  const { t, i18n } = useLingui();
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (pending) return;
    setAlert(null);
    setPending(true);
    try {
      await onConfirm();
    } catch (error) {
      setAlert(describeError ? describeError(error) : errorMessage(i18n, error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setAlert(null);
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={closeLabel ?? t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        {alert ? (
          <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Cancelar</Trans>
            </Button>
          </DialogClose>
          <Button variant="destructive" needsServer onClick={() => void confirm()} disabled={pending}>
            {pending ? <Spinner /> : <Trash2Icon aria-hidden />}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
