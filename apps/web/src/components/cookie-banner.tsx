import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CookieIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { consentCookie, hasConsent } from '@/lib/cookies';
import { Button } from './ui/button';

/** spec: platform §1, §9 — accepting stores the cookie cookiesAccepted for 150 days; then it is not shown again. */
export function CookieBanner() {
  const [visible, setVisible] = useState(() => !hasConsent(document.cookie));
  const ref = useRef<HTMLElement>(null);

  // While shown, the page gets room below its content (body padding, see styles.css), so the banner never
  // hides the last buttons of a page.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!visible || !el) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--cookie-banner-height', `${el.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-height');
    };
  }, [visible]);

  if (!visible) return null;

  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the spec asks for a plain first-party cookie.
    document.cookie = consentCookie();
    setVisible(false);
  };

  return (
    <section
      ref={ref}
      aria-labelledby="cookie-banner-title"
      // Above the player bottom menu when there is one, so the menu stays usable.
      className="fixed inset-x-0 bottom-[var(--bottom-nav-height,0px)] z-[55] border-t bg-card/95 p-4 shadow-[0_-4px_16px_rgb(0_0_0/0.08)] pb-[max(1rem,env(safe-area-inset-bottom))] backdrop-blur"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-3 sm:flex-row sm:items-center">
        <CookieIcon className="hidden size-6 shrink-0 text-primary sm:block" aria-hidden />
        <div className="flex-1 text-sm">
          <h2 id="cookie-banner-title" className="font-semibold">
            <Trans>Usamos cookies</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>
              Cancha solo usa cookies propias para mantener tu sesión y recordar tus preferencias. Más
              información en la{' '}
              <Link
                to="/info/cookies-policy"
                className="font-medium text-primary underline underline-offset-2"
              >
                política de cookies
              </Link>
              .
            </Trans>
          </p>
        </div>
        <Button onClick={accept} className="sm:w-auto">
          <Trans>Aceptar</Trans>
        </Button>
      </div>
    </section>
  );
}
