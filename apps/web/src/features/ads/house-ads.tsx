import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon } from 'lucide-react';
import type * as React from 'react';
import { priceLabel } from '@/features/payments/payments';
import { cn } from '@/lib/utils';

// The three house ads of the rotating banner (docs/product/payments-and-ads.md#banner-ad — 3 images): drawn
// with CSS and inline SVG, each leading to the payments home. Fixed colours in both themes, with text
// contrast of at least 4.5:1.

function HouseAd({
  className,
  art,
  title,
  text,
  cta,
  ctaClassName = 'bg-white text-[#14351f]',
  testId,
}: {
  className: string;
  ctaClassName?: string;
  art: React.ReactNode;
  title: React.ReactNode;
  text: React.ReactNode;
  cta: React.ReactNode;
  testId: string;
}) {
  return (
    <Link
      to="/payments"
      data-testid={testId}
      className={cn(
        'group relative flex h-full w-full items-center gap-3 overflow-hidden px-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-inset sm:px-6',
        className,
      )}
    >
      <span className="relative z-10 grid min-w-0 flex-1 gap-0.5">
        {/* The tag sits above the title, in the text's own column: laid over the ad, it covered the title
            whenever the text took two lines. Screen readers get the banner's name, 'Publicidad', instead. */}
        <span
          aria-hidden
          className="w-fit rounded bg-black/55 px-1.5 py-0.5 font-semibold text-[0.625rem] text-white uppercase leading-none tracking-wider"
        >
          <Trans>Publicidad</Trans>
        </span>
        <span className="truncate font-extrabold text-base leading-tight sm:text-xl">{title}</span>
        <span className="line-clamp-2 text-xs leading-snug opacity-95 sm:text-sm">{text}</span>
      </span>
      <span
        className={cn(
          'relative z-10 hidden shrink-0 items-center gap-1 rounded-full px-3 py-1.5 font-semibold text-sm shadow-sm transition-transform group-hover:translate-x-0.5 sm:inline-flex',
          ctaClassName,
        )}
      >
        {cta}
        <ArrowRightIcon className="size-4" aria-hidden />
      </span>
      <span aria-hidden className="relative z-0 shrink-0">
        {art}
      </span>
    </Link>
  );
}

/** A football: white with dark patches. */
function Ball({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden>
      <circle cx="32" cy="32" r="29" fill="#fff" stroke="#0f172a" strokeWidth="3" />
      <path d="M32 19l10 7-4 12H26l-4-12z" fill="#0f172a" />
      <path
        d="M32 19V5M42 26l13-5M38 38l8 12M26 38l-8 12M22 26L9 21"
        stroke="#0f172a"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** 1 — the subscription itself: play without interruptions. */
export function AdNoInterruptions() {
  const price = priceLabel();
  return (
    <HouseAd
      testId="house-ad-1"
      className="bg-[linear-gradient(100deg,#0f3d22_0%,#17613a_60%,#1f7a49_100%)] text-white"
      title={<Trans>Juega sin interrupciones</Trans>}
      text={<Trans>Quita todos los anuncios de Cancha por {price} al mes.</Trans>}
      cta={<Trans>Quitar anuncios</Trans>}
      art={
        <span className="relative block size-16 sm:size-20">
          {/* A centre circle of the pitch behind the ball. */}
          <span className="absolute inset-[-30%] rounded-full border-2 border-white/25" />
          <Ball className="relative size-full drop-shadow-md transition-transform duration-500 group-hover:rotate-45" />
        </span>
      }
    />
  );
}

/** 2 — the app: the whole tournament in your pocket. */
export function AdTournamentPocket() {
  return (
    <HouseAd
      testId="house-ad-2"
      className="bg-[linear-gradient(100deg,#0b1f3a_0%,#123a6b_70%,#1b4f8f_100%)] text-white"
      title={<Trans>Tu torneo, en el bolsillo</Trans>}
      text={<Trans>Fixture, tabla y resultados al instante. Con la suscripción, sin publicidad.</Trans>}
      cta={<Trans>Ver planes</Trans>}
      art={
        <svg viewBox="0 0 80 80" className="size-16 drop-shadow-md sm:size-20" aria-hidden>
          <path d="M24 12h32v14a16 16 0 0 1-32 0z" fill="#facc15" stroke="#854d0e" strokeWidth="2.5" />
          <path
            d="M24 16H12v4a12 12 0 0 0 12 12M56 16h12v4a12 12 0 0 1-12 12"
            fill="none"
            stroke="#facc15"
            strokeWidth="4"
          />
          <rect x="36" y="41" width="8" height="14" fill="#eab308" />
          <rect x="26" y="55" width="28" height="9" rx="2" fill="#a16207" />
          <path d="M40 18l2.4 5 5.4.6-4 3.7 1.1 5.3-4.9-2.8-4.9 2.8 1.1-5.3-4-3.7 5.4-.6z" fill="#fff7cc" />
        </svg>
      }
    />
  );
}

/** 3 — the community: a subscription keeps amateur football on the app. */
export function AdSupportAmateur() {
  const price = priceLabel();
  return (
    <HouseAd
      testId="house-ad-3"
      className="bg-[linear-gradient(100deg,#fde68a_0%,#fbbf24_65%,#f59e0b_100%)] text-[#2b1a00]"
      ctaClassName="bg-[#2b1a00] text-white"
      title={<Trans>Apoya el fútbol de barrio</Trans>}
      text={<Trans>Con {price} al mes mantienes Cancha en juego y sin anuncios.</Trans>}
      cta={<Trans>Suscribirme</Trans>}
      art={
        <svg viewBox="0 0 80 80" className="size-16 sm:size-20" aria-hidden>
          {/* A shirt with the number 10. */}
          <path
            d="M26 10l-16 10 7 14 7-3v39h32V31l7 3 7-14-16-10c-2 6-7 9-14 9s-12-3-14-9z"
            fill="#14532d"
            stroke="#2b1a00"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <text
            x="40"
            y="56"
            textAnchor="middle"
            style={{ fontFamily: 'var(--font-body)' }}
            fontSize="20"
            fontWeight="800"
            fill="#fde68a"
          >
            10
          </text>
        </svg>
      }
    />
  );
}

export const HOUSE_ADS = [AdNoInterruptions, AdTournamentPocket, AdSupportAmateur] as const;
