import { Trans } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** "¿Eliminar tu cuenta?": the confirmation of delete-account.tsx, with the server's refusal if there is one. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  email,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  onConfirm: () => Promise<void>;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>¿Eliminar tu cuenta?</Trans>}
      description={
        <Trans>Vas a borrar la cuenta {email} con todos sus datos. Esta acción no se puede deshacer.</Trans>
      }
      confirmLabel={<Trans>Sí, eliminar mi cuenta</Trans>}
      onConfirm={onConfirm}
    />
  );
}
