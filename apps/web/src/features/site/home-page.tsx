import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  ArrowRightIcon,
  CircleHelpIcon,
  CompassIcon,
  InfoIcon,
  MailIcon,
  MessagesSquareIcon,
  ShieldIcon,
  SwordsIcon,
  TrophyIcon,
  UsersIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/current-user';
import { appPathFor } from '@/lib/guards';

function Feature({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof TrophyIcon;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden />
      </div>
      <div className="grid gap-1">
        <h3 className="font-semibold">{title}</h3>
        <p className="text-muted-foreground text-sm leading-relaxed">{children}</p>
      </div>
    </li>
  );
}

/** A way into another public page, as a card. */
function SiteLink({
  to,
  icon: Icon,
  title,
  children,
}: {
  to: '/explore-tournaments' | '/about-us' | '/faq' | '/contact';
  icon: typeof TrophyIcon;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <li className="grid">
      <Link
        to={to}
        className="group flex gap-4 rounded-xl border bg-card p-5 shadow-xs outline-none transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <span className="grid gap-1">
          <span className="flex items-center gap-1 font-semibold">
            {title}
            <ArrowRightIcon
              className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden
            />
          </span>
          <span className="text-muted-foreground text-sm leading-relaxed">{children}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The marketing home (docs/product/site-and-navigation.md#public-pages — '/'), with the ways into the other
 * public pages.
 */
export function HomePage() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  useEffect(() => {
    document.title = `Cancha · ${t`Fútbol amateur organizado`}`;
  }, [t]);

  return (
    <>
      <section className="relative overflow-hidden bg-primary text-primary-foreground">
        {/* Mowed-pitch stripes */}
        <div
          aria-hidden
          className="absolute inset-0 opacity-40 [background:repeating-linear-gradient(90deg,transparent_0_56px,var(--pitch-stripe)_56px_112px)]"
        />
        <div
          aria-hidden
          className="absolute top-1/2 left-1/2 size-72 -translate-1/2 rounded-full border-4 border-white/25"
        />
        <div className="relative mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:py-24">
          <p className="font-semibold text-sm uppercase tracking-widest opacity-90">
            <Trans>Fútbol amateur</Trans>
          </p>
          <h1 className="max-w-2xl text-balance font-extrabold text-4xl leading-tight tracking-tight sm:text-5xl">
            <Trans>Organiza torneos, arma tu equipo y sal a la cancha.</Trans>
          </h1>
          <p className="max-w-xl text-lg opacity-95">
            <Trans>
              Cancha reúne a quienes crean torneos y a quienes los juegan: inscripciones, fixture, resultados
              y ranking en un solo lugar, desde el teléfono.
            </Trans>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {user ? (
              <Button asChild size="lg" variant="secondary">
                <Link to={appPathFor(user)}>
                  <Trans>Ir a la app</Trans>
                  <ArrowRightIcon aria-hidden />
                </Link>
              </Button>
            ) : (
              <>
                <Button asChild size="lg" variant="secondary">
                  <Link to="/register">
                    <Trans>Crear cuenta</Trans>
                    <ArrowRightIcon aria-hidden />
                  </Link>
                </Button>
                <Button
                  asChild
                  size="lg"
                  variant="outline"
                  className="border-white/60 bg-transparent text-primary-foreground hover:bg-white/10 hover:text-primary-foreground"
                >
                  <Link to="/login">
                    <Trans>Iniciar sesión</Trans>
                  </Link>
                </Button>
              </>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="what-is" className="mx-auto grid max-w-6xl gap-8 px-4 py-14">
        <div className="grid max-w-2xl gap-2">
          <h2 id="what-is" className="font-bold text-2xl tracking-tight sm:text-3xl">
            <Trans>¿Qué es Cancha?</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>
              Una plataforma para el fútbol de todos los fines de semana. Tú eliges cómo empezar: como creador
              de torneos o como jugador.
            </Trans>
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Feature icon={TrophyIcon} title={<Trans>Creador de torneos</Trans>}>
            <Trans>
              Crea torneos, aprueba inscripciones, genera las fechas y carga resultados y eventos.
            </Trans>
          </Feature>
          <Feature icon={ShieldIcon} title={<Trans>Jugador</Trans>}>
            <Trans>Arma tu equipo, invita a tus amigos por email e inscríbelo en los torneos abiertos.</Trans>
          </Feature>
          <Feature icon={SwordsIcon} title={<Trans>Desafíos</Trans>}>
            <Trans>Encuentra equipos cerca y desafíalos a un partido amistoso.</Trans>
          </Feature>
          <Feature icon={UsersIcon} title={<Trans>Ranking</Trans>}>
            <Trans>Cada resultado suma: sigue la tabla de posiciones y el ranking de equipos.</Trans>
          </Feature>
          <Feature icon={MessagesSquareIcon} title={<Trans>Chat</Trans>}>
            <Trans>Coordina con tu equipo, tus rivales y la organización sin salir de la app.</Trans>
          </Feature>
        </ul>
      </section>

      <section aria-labelledby="discover" className="border-t bg-muted/30">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14">
          <div className="grid max-w-2xl gap-2">
            <h2 id="discover" className="font-bold text-2xl tracking-tight sm:text-3xl">
              <Trans>Conoce Cancha</Trans>
            </h2>
            <p className="text-muted-foreground">
              <Trans>Mira torneos reales sin crear una cuenta, conoce quiénes somos o escríbenos.</Trans>
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            <SiteLink to="/explore-tournaments" icon={CompassIcon} title={<Trans>Explorar torneos</Trans>}>
              <Trans>Tablas, fixture y campeones de los torneos públicos.</Trans>
            </SiteLink>
            <SiteLink to="/about-us" icon={InfoIcon} title={<Trans>Sobre nosotros</Trans>}>
              <Trans>Por qué hacemos Cancha y para quién.</Trans>
            </SiteLink>
            <SiteLink to="/faq" icon={CircleHelpIcon} title={<Trans>Preguntas frecuentes</Trans>}>
              <Trans>Cómo crear un torneo, inscribir a tu equipo o quitar los anuncios.</Trans>
            </SiteLink>
            <SiteLink to="/contact" icon={MailIcon} title={<Trans>Contacto</Trans>}>
              <Trans>¿Dudas o ideas? Te respondemos por email.</Trans>
            </SiteLink>
          </ul>
        </div>
      </section>
    </>
  );
}
