import type { PostDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { usePostCache } from './post-cache';

/**
 * docs/product/admin.md#owner-screens, docs/product/blog.md#calls — DELETE posts/{id}, after a confirmation;
 * the post leaves the list.
 */
export function DeletePostDialog({
  post,
  onOpenChange,
}: {
  post: PostDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const cache = usePostCache();
  const remove = useMutation(trpc.posts.delete.mutationOptions());
  // The title stays while the dialog animates out after `post` is cleared.
  const [shown, setShown] = useState<PostDto | null>(post);
  useEffect(() => {
    if (post) setShown(post);
  }, [post]);
  const title = shown?.title ?? '';

  const confirm = async () => {
    if (!shown) return;
    await remove.mutateAsync({ postId: shown.id });
    toast.success(t`Post eliminado.`);
    onOpenChange(false);
    cache.forget(shown.slug);
    void cache.refresh();
  };

  return (
    <ConfirmDialog
      open={post !== null}
      onOpenChange={onOpenChange}
      title={<Trans>Eliminar post</Trans>}
      description={
        <Trans>Se eliminará «{title}» y dejará de verse en el blog. Esta acción no se puede deshacer.</Trans>
      }
      confirmLabel={<Trans>Sí, eliminar post</Trans>}
      onConfirm={confirm}
    />
  );
}
