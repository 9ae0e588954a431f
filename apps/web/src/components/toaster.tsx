import { useAtomValue, useSetAtom } from 'jotai';
import { dismissToastAtom, toastsAtom } from '@/lib/toast';
import { AlertBanner } from './alert-banner';

/** Where toasts raised with useToast() appear: top centre on phones, top right on wider screens. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return (
    <section
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-2 z-[60] mx-auto flex w-full max-w-md flex-col gap-2 px-3 sm:right-4 sm:left-auto sm:mx-0"
    >
      {toasts.map((toast) => (
        <div key={toast.id} className="pointer-events-auto rounded-lg bg-background shadow-md">
          <AlertBanner
            variant={toast.variant}
            message={toast.message}
            duration={toast.duration}
            onClose={() => dismiss(toast.id)}
          />
        </div>
      ))}
    </section>
  );
}
