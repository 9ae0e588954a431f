import type { PostDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
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
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/** spec: platform §2 Site-owner area, §7 — DELETE posts/{id}, after a confirmation; the post leaves the list. */
export function DeletePostDialog({
  post,
  onOpenChange,
}: {
  post: PostDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.posts.delete.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  // The title stays while the dialog animates out after `post` is cleared.
  const [shown, setShown] = useState<PostDto | null>(post);
  useEffect(() => {
    if (post) setShown(post);
    setAlert(null);
  }, [post]);
  const title = shown?.title ?? '';

  const confirm = async () => {
    if (!shown || remove.isPending) return;
    setAlert(null);
    try {
      await remove.mutateAsync({ postId: shown.id });
    } catch (error) {
      setAlert(errorMessage(i18n, error));
      return;
    }
    toast.success(t`Post eliminado.`);
    onOpenChange(false);
    queryClient.removeQueries({ queryKey: trpc.posts.bySlug.queryKey({ slug: shown.slug }) });
    void queryClient.invalidateQueries({ queryKey: trpc.posts.pathKey() });
  };

  return (
    <Dialog open={post !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Eliminar post</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Se eliminará «{title}» y dejará de verse en el blog. Esta acción no se puede deshacer.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {alert ? (
          <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Cancelar</Trans>
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? <Spinner /> : <Trash2Icon aria-hidden />}
            <Trans>Sí, eliminar post</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
