import { ALERT_MS } from '@cancha/shared';
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

// UI-only state — results of actions shown as toasts by <Toaster />.
export type ToastVariant = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  variant: ToastVariant;
  message: string;
  /**
   * Milliseconds before it closes itself (docs/product/look-and-feel.md#feedback — alerts last 5000 ms by
   * default).
   */
  duration: number;
}

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;

export const pushToastAtom = atom(
  null,
  (get, set, toast: Omit<Toast, 'id' | 'duration'> & { duration?: number }) => {
    const id = nextId++;
    // At most three at a time: the oldest goes first.
    set(toastsAtom, [...get(toastsAtom).slice(-2), { duration: ALERT_MS, ...toast, id }]);
    return id;
  },
);

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((t) => t.id !== id),
  );
});

/** `const toast = useToast(); toast.success('…')` */
export function useToast() {
  const push = useSetAtom(pushToastAtom);
  const success = useCallback(
    (message: string, duration?: number) => push({ variant: 'success', message, duration }),
    [push],
  );
  const error = useCallback(
    (message: string, duration?: number) => push({ variant: 'error', message, duration }),
    [push],
  );
  const info = useCallback(
    (message: string, duration?: number) => push({ variant: 'info', message, duration }),
    [push],
  );
  return { success, error, info };
}
