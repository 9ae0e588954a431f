import { ALERT_MS } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, XIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';

export type AlertBannerVariant = 'error' | 'success' | 'info';

const styles: Record<AlertBannerVariant, string> = {
  error: 'border-destructive/40 bg-destructive/10 text-destructive dark:bg-destructive/20',
  success: 'border-success/40 bg-success/10 text-foreground [&_svg.lead]:text-success',
  info: 'border-info/40 bg-info/10 text-foreground [&_svg.lead]:text-info',
};

const icons = { error: CircleAlertIcon, success: CircleCheckIcon, info: InfoIcon } as const;

/**
 * docs/product/look-and-feel.md#feedback — an error or success banner that closes itself after 5000 ms by
 * default and has a close X that dismisses it at once. duration 0 keeps it until closed.
 */
export function AlertBanner({
  variant,
  message,
  duration = ALERT_MS,
  onClose,
  className,
}: {
  variant: AlertBannerVariant;
  message: string;
  duration?: number;
  onClose: () => void;
  className?: string;
}) {
  const { t } = useLingui();
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!duration) return;
    const timer = window.setTimeout(() => close.current(), duration);
    return () => window.clearTimeout(timer);
  }, [duration]);

  const Icon = icons[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      className={cn(
        'flex w-full items-start gap-3 rounded-lg border py-1 pr-1 pl-4 text-sm shadow-sm animate-slide-up',
        styles[variant],
        className,
      )}
    >
      <Icon className="lead mt-2.5 size-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 py-2 leading-relaxed">{message}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label={t`Cerrar`}
        className="inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <XIcon className="size-4" aria-hidden />
      </button>
    </div>
  );
}
