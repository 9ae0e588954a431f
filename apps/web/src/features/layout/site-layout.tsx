import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { LocaleSwitch } from '@/components/locale-switch';
import { Logo } from '@/components/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { AvatarMenu } from '@/features/account/avatar-menu';
import { useKiosk } from '@/lib/kiosk';

export function SiteHeader() {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Link
          to="/"
          aria-label={t`Cancha, inicio`}
          className="inline-flex min-h-11 items-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo />
        </Link>
        <div className="flex items-center gap-1">
          <Link
            to="/blog"
            className="inline-flex min-h-11 items-center rounded-md px-3 font-medium text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none data-[status=active]:text-primary"
          >{t`Blog`}</Link>
          {/* On a phone the header has no room for it: the footer and the user menu link it there. */}
          <Link
            to="/prode"
            className="hidden min-h-11 items-center rounded-md px-3 font-medium text-sm hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 outline-none data-[status=active]:text-primary sm:inline-flex"
          >{t`Prode`}</Link>
          <LocaleSwitch />
          <ThemeToggle />
          <AvatarMenu />
        </div>
      </div>
    </header>
  );
}

export function SiteFooter() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const linkClass = 'inline-flex min-h-11 items-center hover:text-foreground hover:underline';
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-muted-foreground text-sm sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <p>
          <Trans>© {year} Cancha · Fútbol amateur organizado</Trans>
        </p>
        <nav aria-label={t`Conoce Cancha`}>
          <ul className="flex flex-wrap gap-x-5">
            <li>
              <Link to="/explore-tournaments" className={linkClass}>
                <Trans>Explorar torneos</Trans>
              </Link>
            </li>
            <li>
              <Link to="/prode" className={linkClass}>
                <Trans>Prode</Trans>
              </Link>
            </li>
            <li>
              <Link to="/about-us" className={linkClass}>
                <Trans>Sobre nosotros</Trans>
              </Link>
            </li>
            <li>
              <Link to="/faq" className={linkClass}>
                <Trans>Preguntas frecuentes</Trans>
              </Link>
            </li>
            <li>
              <Link to="/contact" className={linkClass}>
                <Trans>Contacto</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t`Información legal`}>
          <ul className="flex flex-wrap gap-x-5">
            <li>
              <Link to="/terms-and-conditions" className={linkClass}>
                <Trans>Términos y condiciones</Trans>
              </Link>
            </li>
            <li>
              <Link to="/privacy-policies" className={linkClass}>
                <Trans>Política de privacidad</Trans>
              </Link>
            </li>
            <li>
              <Link to="/info/cookies-policy" className={linkClass}>
                <Trans>Política de cookies</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}

/** Public pages and authentication: header with the language switch and the avatar menu, footer with legal links. */
export function SiteLayout() {
  const kiosk = useKiosk();
  if (kiosk)
    return (
      <main id="main" className="min-h-dvh">
        <Outlet />
      </main>
    );
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
