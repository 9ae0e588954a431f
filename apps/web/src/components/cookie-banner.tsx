import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { CookieIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { consentCookie, hasConsent } from '@/lib/cookies';
import {
  COOKIES_POLICY_PATH,
  cookieBannerClasses as c,
  STATIC_COOKIE_BANNER_ID,
} from './cookie-banner-markup';
import { Button } from './ui/button';

function storeConsent() {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie banner's rule asks for a plain first-party cookie.
  document.cookie = consentCookie();
}

/**
 * docs/product/site-and-navigation.md#cookie-banner — accepting stores the cookie cookiesAccepted for 150
 * days; then it is not shown again.
 * The server has usually drawn the banner already (cookie-banner-markup.ts): this takes that one over, so the
 * visitor sees no second banner, and draws its own only when there is none or its language is not the page's.
 */
export function CookieBanner() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(() => !hasConsent(document.cookie));
  const [drawn, setDrawn] = useState(() => document.getElementById(STATIC_COOKIE_BANNER_ID));
  const adopted = visible && drawn?.dataset.locale === i18n.locale ? drawn : null;
  const ref = useRef<HTMLElement>(null);

  const accept = () => {
    storeConsent();
    setVisible(false);
  };

  // The server's banner goes once it is accepted or in another language than the page.
  useLayoutEffect(() => {
    if (drawn && !adopted) {
      drawn.remove();
      setDrawn(null);
    }
  }, [drawn, adopted]);

  // Its "Aceptar" and link then work in the page, without reloading it.
  useLayoutEffect(() => {
    if (!adopted) return;
    // The server marked it to sit above the player menu; from now on the menu itself says whether there is one.
    adopted.removeAttribute('data-bottom-nav');
    const form = adopted.querySelector('form');
    const link = adopted.querySelector<HTMLAnchorElement>(`a[href="${COOKIES_POLICY_PATH}"]`);
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      storeConsent();
      setVisible(false);
    };
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate({ to: COOKIES_POLICY_PATH });
    };
    form?.addEventListener('submit', onSubmit);
    link?.addEventListener('click', onClick);
    return () => {
      form?.removeEventListener('submit', onSubmit);
      link?.removeEventListener('click', onClick);
    };
  }, [adopted, navigate]);

  // While shown, the page gets room below its content (body padding, see styles.css), so the banner never
  // hides the last buttons of a page.
  useLayoutEffect(() => {
    const el = adopted ?? ref.current;
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
  }, [visible, adopted]);

  if (!visible || adopted) return null;

  return (
    <section ref={ref} aria-labelledby="cookie-banner-title" className={c.section}>
      <div className={c.row}>
        <CookieIcon className={c.icon} aria-hidden />
        <div className={c.text}>
          <h2 id="cookie-banner-title" className={c.title}>
            <Trans>Usamos cookies</Trans>
          </h2>
          <p className={c.body}>
            <Trans>
              Cancha solo usa cookies propias para mantener tu sesión y recordar tus preferencias. Más
              información en la{' '}
              <Link to={COOKIES_POLICY_PATH} className={c.link}>
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
