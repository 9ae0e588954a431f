import type { Locale } from '@cancha/shared';
import { useId } from 'react';
import { cn } from '@/lib/utils';

// Small inline flags for the language switch (emoji flags do not render on every system).
function Spain() {
  return (
    <svg viewBox="0 0 3 2" aria-hidden className="size-full">
      <rect width="3" height="2" fill="#c60b1e" />
      <rect width="3" height="1" y="0.5" fill="#ffc400" />
    </svg>
  );
}

function UnitedKingdom() {
  const id = useId();
  const outline = `${id}-s`;
  const diag = `${id}-t`;
  return (
    <svg viewBox="0 0 60 30" aria-hidden className="size-full" preserveAspectRatio="xMidYMid slice">
      <clipPath id={outline}>
        <path d="M0,0 v30 h60 v-30 z" />
      </clipPath>
      <clipPath id={diag}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <g clipPath={`url(#${outline})`}>
        <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
        <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
        <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${diag})`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
        <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}

function Brazil() {
  return (
    <svg viewBox="0 0 20 14" aria-hidden className="size-full">
      <rect width="20" height="14" fill="#009b3a" />
      <path d="M10 1.6 18.4 7 10 12.4 1.6 7z" fill="#fedf00" />
      <circle cx="10" cy="7" r="3.4" fill="#002776" />
      <path d="M6.8 6.2c2.2-.4 4.6 0 6.5 1.1" stroke="#fff" strokeWidth="0.6" fill="none" />
    </svg>
  );
}

const FLAGS: Record<Locale, () => React.JSX.Element> = { es: Spain, en: UnitedKingdom, br: Brazil };

export function Flag({ locale, className }: { locale: Locale; className?: string }) {
  const Svg = FLAGS[locale];
  return (
    <span
      className={cn(
        'inline-flex h-4 w-6 shrink-0 overflow-hidden rounded-[3px] shadow-[0_0_0_1px_rgb(0_0_0/0.15)]',
        className,
      )}
    >
      <Svg />
    </span>
  );
}
