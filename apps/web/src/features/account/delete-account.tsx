import type { UserDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { endLocalSession, refreshAfterSignOut } from '@/features/auth/session-actions';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

// The confirmation's code (and Radix's) comes once the page has settled, or when the button is pressed first.
const DeleteAccountDialog = lazyDialog(() =>
  import('./delete-account-dialog').then((m) => m.DeleteAccountDialog),
);

/**
 * Account deletion (docs/product/accounts.md#profile, #account-deletion): not offered to an ADMIN; on success
 * the user goes to /login.
 */
export function DeleteAccountSection({ user }: { user: UserDto }) {
  const { t } = useLingui();
  const toast = useToast();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const remove = useMutation(trpc.user.deleteAccount.mutationOptions());
  const [open, setOpen] = useState(false);

  if (user.role === 'ADMIN') return null;
  const email = user.email;

  const confirm = async () => {
    await remove.mutateAsync({ id: user.id });
    setOpen(false);
    endLocalSession(queryClient);
    await navigate({ to: '/login' });
    refreshAfterSignOut(queryClient);
    toast.success(t`Tu cuenta fue eliminada.`);
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>
          <Trans>Eliminar cuenta</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Se borran tu perfil, tu foto y tus sesiones. Esta acción no se puede deshacer.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
          <Trash2Icon aria-hidden />
          <Trans>Eliminar cuenta</Trans>
        </Button>
        <DeleteAccountDialog open={open} onOpenChange={setOpen} email={email} onConfirm={confirm} />
      </CardContent>
    </Card>
  );
}
