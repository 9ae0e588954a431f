import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PauseIcon, PlayIcon, SparklesIcon } from 'lucide-react';
import { useAutoRotate } from '@/components/use-auto-rotate';
import { priceLabel } from '@/features/payments/payments';
import { cn } from '@/lib/utils';
import { BANNER_AD_COUNT, BANNER_ROTATE_MS } from './ads';
import { HOUSE_ADS } from './house-ads';

/**
 * The banner ad of the signed-in areas (docs/product/payments-and-ads.md#banner-ad): 3 house ads rotating
 * every 4 s for users without the subscription. The rotation holds while hovered or focused and has a pause
 * button (an auto-moving area needs one); with reduced motion it starts paused. Each ad carries its own
 * 'PUBLICIDAD' tag (house-ads.tsx). Drawn by ad-slot.tsx once its code is here.
 */
export function RotatingBanner() {
  const { t } = useLingui();
  const rotation = useAutoRotate({ count: BANNER_AD_COUNT, intervalMs: BANNER_ROTATE_MS });
  const price = priceLabel();
  return (
    <aside aria-label={t`Publicidad`} data-testid="banner-ad" className="grid gap-1" {...rotation.bind}>
      <div
        className="relative h-20 overflow-hidden rounded-xl border shadow-xs sm:h-24"
        data-slide={rotation.index + 1}
      >
        {HOUSE_ADS.map((Ad, i) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the three ads are fixed and never reorder.
            key={i}
            hidden={i !== rotation.index}
            className="h-full animate-fade-in"
          >
            <Ad />
          </div>
        ))}
        <span aria-hidden className="pointer-events-none absolute right-2 bottom-1.5 flex gap-1">
          {HOUSE_ADS.map((_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per fixed ad.
              key={i}
              className={cn(
                'size-1.5 rounded-full bg-white/50 ring-1 ring-black/20',
                i === rotation.index && 'bg-white',
              )}
            />
          ))}
        </span>
      </div>
      <div className="flex items-center justify-between gap-2">
        <Link
          to="/payments"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-md text-muted-foreground text-sm outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          data-testid="remove-ads-link"
        >
          <SparklesIcon className="size-4 text-primary" aria-hidden />
          <Trans>Quitar anuncios — {price}/mes</Trans>
        </Link>
        <button
          type="button"
          onClick={rotation.togglePaused}
          aria-label={rotation.paused ? t`Reanudar anuncios` : t`Pausar anuncios`}
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {rotation.paused ? (
            <PlayIcon className="size-4" aria-hidden />
          ) : (
            <PauseIcon className="size-4" aria-hidden />
          )}
        </button>
      </div>
    </aside>
  );
}
