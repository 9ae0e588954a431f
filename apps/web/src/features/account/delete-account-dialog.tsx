import { Trans, useLingui } from '@lingui/react/macro';
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

/** "¿Eliminar tu cuenta?": the confirmation of delete-account.tsx, with the server's refusal if there is one. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  email,
  alert,
  onAlertClose,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  alert: string | null;
  onAlertClose: () => void;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>¿Eliminar tu cuenta?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Vas a borrar la cuenta {email} con todos sus datos. Esta acción no se puede deshacer.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {alert ? <AlertBanner variant="error" message={alert} onClose={onAlertClose} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Cancelar</Trans>
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner /> : null}
            <Trans>Sí, eliminar mi cuenta</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
