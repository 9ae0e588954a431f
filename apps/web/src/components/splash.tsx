import { SPLASH_MS } from '@cancha/shared';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';
import { LogoMark } from './logo';

const FADE_MS = 250;

/** spec: platform §1, §9 — a splash overlay covers the page when the site loads and is gone after 1 second. */
export function Splash() {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'gone'>('shown');
  useEffect(() => {
    const fade = window.setTimeout(() => setPhase('fading'), SPLASH_MS - FADE_MS);
    const gone = window.setTimeout(() => setPhase('gone'), SPLASH_MS);
    return () => {
      window.clearTimeout(fade);
      window.clearTimeout(gone);
    };
  }, []);
  if (phase === 'gone') return null;
  return (
    <div
      data-testid="splash"
      aria-hidden
      className={cn(
        'fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-primary text-primary-foreground',
        phase === 'fading' && 'animate-fade-out',
      )}
    >
      <LogoMark className="size-20 drop-shadow-lg [&>circle:first-child]:fill-primary-foreground/15" />
      <span className="font-bold text-3xl tracking-tight">Cancha</span>
    </div>
  );
}
