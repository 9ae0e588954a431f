import type * as React from 'react';
import { useEffect } from 'react';
import { lazyPart, useLazyPart, whenPageSettled } from '@/lib/lazy-part';

type DialogLike = { open?: boolean; onOpenChange?: (open: boolean) => void; onClose?: () => void };

/**
 * A dialog that is closed when its page first paints, with its code (and Radix's) out of the page's chunk
 * (lib/lazy-part.ts): it takes the same props, is downloaded once the page is idle, or at once if it opens first,
 * and shows as soon as it is here. If the download fails while it is open, a toast says so and the dialog is closed
 * through its own props (`onOpenChange(false)` or `onClose()`), so what opens it works again.
 *
 * `isOpen` tells from the props whether it is open: `open` by default, or always for one mounted only while shown.
 */
export function lazyDialog<P extends object>(
  importer: () => Promise<React.ComponentType<P>>,
  isOpen: (props: P) => boolean = (props) => (props as DialogLike).open ?? true,
): React.ComponentType<P> {
  const part = lazyPart(importer);
  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module level, as React.lazy is.
  function LazyDialog(props: P) {
    const { current: Dialog, preload, load } = useLazyPart(part);
    const open = isOpen(props);
    useEffect(() => whenPageSettled(preload), [preload]);
    // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on each opening only.
    useEffect(() => {
      if (!open || Dialog) return;
      void load().then((ok) => {
        if (ok) return;
        const own = props as DialogLike;
        if (own.onOpenChange) own.onOpenChange(false);
        else own.onClose?.();
      });
    }, [open]);
    return Dialog ? <Dialog {...props} /> : null;
  }
  return LazyDialog;
}
