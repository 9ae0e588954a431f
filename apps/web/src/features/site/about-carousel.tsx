import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import type * as React from 'react';
import { ABOUT_CAROUSEL_MS } from '@/components/carousel';
import { Button } from '@/components/ui/button';
import { useAutoRotate } from '@/components/use-auto-rotate';
import { cn } from '@/lib/utils';

export interface AboutSlide {
  id: string;
  title: React.ReactNode;
  text: React.ReactNode;
  art: React.ReactNode;
  /** Tailwind background of the slide's art panel. */
  tone: string;
}

/**
 * The about-us carousel (docs/product/site-and-navigation.md#public-pages — autoplays every 5 s and loops;
 * docs/product/look-and-feel.md#accessibility — it can be paused), after the WAI-ARIA carousel pattern: a pause
 * button first, previous and next, one button per slide; the rotation holds while hovered or focused, and starts
 * paused for people who asked for reduced motion. Slides are announced only when moved by hand.
 */
export function AboutCarousel({ slides, label }: { slides: readonly AboutSlide[]; label: string }) {
  const { t } = useLingui();
  const count = slides.length;
  const rotation = useAutoRotate({ count, intervalMs: ABOUT_CAROUSEL_MS });
  return (
    <section
      aria-roledescription={t`carrusel`}
      aria-label={label}
      data-testid="about-carousel"
      className="grid gap-3"
      {...rotation.bind}
    >
      <div
        className="relative overflow-hidden rounded-2xl border bg-card shadow-sm"
        aria-live={rotation.active ? 'off' : 'polite'}
      >
        {slides.map((slide, i) => {
          const position = i + 1;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a carousel slide (WAI-ARIA carousel pattern), not a form fieldset.
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t`diapositiva`}
              aria-label={t`${position} de ${count}`}
              hidden={i !== rotation.index}
              data-testid="about-slide"
              className="grid animate-fade-in md:min-h-80 md:grid-cols-2"
            >
              <div
                className={cn(
                  'relative flex min-h-48 items-center justify-center overflow-hidden',
                  slide.tone,
                )}
              >
                <div
                  aria-hidden
                  className="absolute inset-0 opacity-30 [background:repeating-linear-gradient(90deg,transparent_0_40px,rgb(255_255_255/0.18)_40px_80px)]"
                />
                <div aria-hidden className="absolute size-48 rounded-full border-4 border-white/30" />
                <div className="relative">{slide.art}</div>
              </div>
              <div className="grid content-center gap-3 p-6 sm:p-8">
                <h2 className="text-balance font-bold text-2xl tracking-tight">{slide.title}</h2>
                <p className="text-muted-foreground leading-relaxed">{slide.text}</p>
              </div>
            </div>
          );
        })}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            onClick={rotation.togglePaused}
            aria-label={rotation.paused ? t`Reproducir carrusel` : t`Pausar carrusel`}
            data-testid="about-carousel-toggle"
          >
            {rotation.paused ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
          </Button>
          <Button
            variant="outline"
            size="icon"
            onClick={rotation.previous}
            aria-label={t`Diapositiva anterior`}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button variant="outline" size="icon" onClick={rotation.next} aria-label={t`Diapositiva siguiente`}>
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
        <ul className="flex items-center" aria-label={t`Elegir diapositiva`}>
          {slides.map((slide, i) => {
            const position = i + 1;
            const current = i === rotation.index;
            return (
              <li key={slide.id}>
                <button
                  type="button"
                  onClick={() => rotation.go(i)}
                  aria-label={t`Ir a la diapositiva ${position}`}
                  aria-current={current ? 'true' : undefined}
                  className="group inline-flex size-11 cursor-pointer items-center justify-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span
                    className={cn(
                      'block h-2.5 rounded-full transition-all',
                      current
                        ? 'w-6 bg-primary'
                        : 'w-2.5 bg-muted-foreground/40 group-hover:bg-muted-foreground',
                    )}
                  />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      <p className="sr-only">
        <Trans>
          Las diapositivas avanzan solas cada 5 segundos; se detienen al pasar el puntero o el foco.
        </Trans>
      </p>
    </section>
  );
}
