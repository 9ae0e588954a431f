import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { endLocalSession, refreshAfterSignOut } from './session-actions';

/** 'Cerrar sesión' anywhere: auth.signOut, clear role and isLogin, go to /login. */
export function useSignOut() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const mutation = useMutation(trpc.auth.signOut.mutationOptions());

  const signOut = async () => {
    try {
      await mutation.mutateAsync();
    } catch (error) {
      toast.error(errorMessage(i18n, error));
      return;
    }
    endLocalSession(queryClient);
    await navigate({ to: '/login' });
    refreshAfterSignOut(queryClient);
  };

  return { signOut, isPending: mutation.isPending };
}
