import { cn } from '@/lib/utils';

/** The Cancha mark: a ball on a pitch-green disc. Decorative; the word "Cancha" next to it names it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <circle cx="16" cy="16" r="16" className="fill-primary" />
      <circle cx="16" cy="16" r="10" fill="#fff" stroke="#111" strokeWidth="1.5" />
      <path d="M16 10.5l4.2 3-1.6 5h-5.2l-1.6-5z" fill="#111" />
      <path
        d="M16 10.5V6.2M20.2 13.5l4-1.4M18.6 18.5l2.5 3.6M13.4 18.5l-2.5 3.6M11.8 13.5l-4-1.4"
        stroke="#111"
        strokeWidth="1.4"
        fill="none"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold text-lg tracking-tight', className)}>
      <LogoMark />
      <span>Cancha</span>
    </span>
  );
}
