import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { SparklesIcon, XIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { priceLabel } from '@/features/payments/payments';
import { canCloseVideoAd, countdownProgress, secondsLeft, VIDEO_AD_SECONDS } from './ads';

/** The video ad's dialog (video-ad.tsx decides when it shows), downloaded only when it does. */
export function VideoAdDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const left = secondsLeft(startedAt, now);
  const closable = canCloseVideoAd(left);
  const closeRef = useRef<HTMLButtonElement>(null);
  const price = priceLabel();

  useEffect(() => {
    if (closable) return;
    // Read from the clock, not counted per tick: a slow or throttled timer cannot stretch the 15 seconds.
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [closable]);

  const tryClose = () => {
    if (closable) onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) tryClose();
      }}
    >
      <DialogContent
        data-testid="video-ad"
        className="max-w-2xl gap-0 overflow-hidden p-0 sm:p-0"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          closeRef.current?.focus();
        }}
        onEscapeKeyDown={(event) => {
          if (!closable) event.preventDefault();
        }}
        onInteractOutside={(event) => {
          if (!closable) event.preventDefault();
        }}
      >
        <div className="flex items-center justify-between gap-3 px-4 py-2.5">
          <DialogTitle className="font-semibold text-muted-foreground text-xs uppercase tracking-wider">
            <Trans>Publicidad</Trans>
          </DialogTitle>
          <span className="rounded-full bg-muted px-2.5 py-0.5 font-medium text-xs tabular" aria-hidden>
            {closable ? <Trans>Listo</Trans> : <Trans>{left} s</Trans>}
          </span>
        </div>
        <AdSpot />
        <div
          className="h-1 bg-muted"
          role="progressbar"
          aria-label={t`Tiempo del anuncio`}
          aria-valuemin={0}
          aria-valuemax={VIDEO_AD_SECONDS}
          aria-valuenow={VIDEO_AD_SECONDS - left}
        >
          <div
            className="h-full bg-primary transition-[width] duration-300 ease-linear"
            style={{ width: `${countdownProgress(startedAt, now) * 100}%` }}
          />
        </div>
        <div className="grid gap-3 p-4 sm:flex sm:items-center sm:justify-between">
          <DialogDescription>
            <Trans>Un anuncio de Cancha. Sin anuncios por {price} al mes.</Trans>
          </DialogDescription>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button asChild variant="outline">
              <Link to="/payments" onClick={onClose}>
                <SparklesIcon aria-hidden />
                <Trans>Quitar anuncios</Trans>
              </Link>
            </Button>
            <Button
              ref={closeRef}
              onClick={tryClose}
              aria-disabled={!closable}
              data-testid="video-ad-close"
              // Focusable while waiting, so keyboard and screen-reader users hear how long is left.
              className="aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed"
            >
              <XIcon aria-hidden />
              {closable ? <Trans>Cerrar anuncio</Trans> : <Trans>Cerrar en {left} s</Trans>}
            </Button>
          </div>
        </div>
        {/* Said once when the wait ends, not every second. */}
        <p className="sr-only" aria-live="polite">
          {closable ? t`Ya puedes cerrar el anuncio.` : ''}
        </p>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The "video": a 15-second spot drawn in SVG and animated with CSS (no media file): a ball rolls into the net on a
 * mowed pitch while three captions follow each other. With reduced motion it is a still of the last frame.
 */
function AdSpot() {
  const { t } = useLingui();
  const price = priceLabel();
  const stripes = Array.from({ length: 8 }, (_, i) => i);
  return (
    <svg viewBox="0 0 640 360" className="cva-spot block aspect-video w-full bg-[#14532d]" aria-hidden>
      <style>{SPOT_CSS}</style>
      {stripes.map((i) => (
        <rect key={i} x={i * 80} y="0" width="80" height="360" fill={i % 2 ? '#166534' : '#15803d'} />
      ))}
      <g fill="none" stroke="#fff" strokeOpacity="0.75" strokeWidth="3">
        <rect x="12" y="12" width="616" height="336" />
        <line x1="320" y1="12" x2="320" y2="348" />
        <circle cx="320" cy="180" r="52" />
        <rect x="528" y="96" width="100" height="168" />
        <rect x="590" y="140" width="38" height="80" />
      </g>
      <g className="cva-net">
        <rect x="628" y="140" width="12" height="80" fill="#fff" fillOpacity="0.2" />
        <path
          d="M628 150h12M628 162h12M628 174h12M628 186h12M628 198h12M628 210h12M634 140v80"
          stroke="#fff"
          strokeOpacity="0.7"
        />
      </g>
      <g transform="translate(70 300)">
        <g className="cva-ball">
          <circle r="17" fill="#fff" stroke="#0f172a" strokeWidth="2.5" />
          <path d="M0-7l6.5 4.5-2.5 7.5h-8l-2.5-7.5z" fill="#0f172a" />
          <path
            d="M0-7v-9M6.5-2.5l8.5-3M4 5l5 8M-4 5l-5 8M-6.5-2.5l-8.5-3"
            stroke="#0f172a"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </g>
      </g>
      <text
        x="560"
        y="118"
        textAnchor="middle"
        className="cva-goal"
        fill="#facc15"
        stroke="#0f172a"
        strokeWidth="2"
      >
        {t`¡GOL!`}
      </text>
      <rect x="0" y="34" width="640" height="70" fill="#000" fillOpacity="0.45" />
      <g textAnchor="middle" fontSize="30" fontWeight="800" fill="#fff">
        <text x="320" y="80" className="cva-f1">
          {t`Tu fútbol, sin pausas`}
        </text>
        <text x="320" y="80" className="cva-f2">
          {t`Cancha sin anuncios: ${price}/mes`}
        </text>
        <text x="320" y="80" className="cva-f3">
          {t`Suscríbete y juega sin interrupciones`}
        </text>
      </g>
    </svg>
  );
}

// Scoped by the cva- prefix. One 5-second play loops under three 5-second captions (15 s, the countdown).
const SPOT_CSS = `
.cva-spot text { font-family: var(--font-body); }
.cva-ball { animation: cva-roll 5s cubic-bezier(.3,.1,.4,1) infinite; }
.cva-net { transform-box: fill-box; transform-origin: left center; animation: cva-net 5s ease-out infinite; }
.cva-goal { font-size: 44px; font-weight: 900; opacity: 0; transform-box: fill-box; transform-origin: center;
  animation: cva-goal 5s ease-out infinite; }
.cva-f1, .cva-f2, .cva-f3 { opacity: 0; animation-duration: 15s; animation-fill-mode: both; animation-timing-function: linear; }
.cva-f1 { animation-name: cva-f1; }
.cva-f2 { animation-name: cva-f2; }
.cva-f3 { animation-name: cva-f3; }
@keyframes cva-roll {
  0% { transform: translate(0, 0) rotate(0deg); }
  55% { transform: translate(545px, -120px) rotate(900deg); }
  62%, 100% { transform: translate(560px, -118px) rotate(960deg); }
}
@keyframes cva-net {
  0%, 55% { transform: scaleX(1); }
  60% { transform: scaleX(1.8); }
  68% { transform: scaleX(0.9); }
  76%, 100% { transform: scaleX(1); }
}
@keyframes cva-goal {
  0%, 56% { opacity: 0; transform: scale(0.4); }
  64% { opacity: 1; transform: scale(1.15); }
  72%, 88% { opacity: 1; transform: scale(1); }
  100% { opacity: 0; transform: scale(1); }
}
@keyframes cva-f1 { 0%, 30% { opacity: 1; } 33.3%, 100% { opacity: 0; } }
@keyframes cva-f2 { 0%, 33.3% { opacity: 0; } 36%, 63% { opacity: 1; } 66.6%, 100% { opacity: 0; } }
@keyframes cva-f3 { 0%, 66.6% { opacity: 0; } 69.5%, 100% { opacity: 1; } }
@media (prefers-reduced-motion: reduce) {
  .cva-ball, .cva-net, .cva-goal, .cva-f1, .cva-f2, .cva-f3 { animation: none !important; }
  .cva-ball { transform: translate(560px, -118px); }
  .cva-f3 { opacity: 1; }
}
`;
