import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  ArrowRightIcon,
  HandshakeIcon,
  HeartIcon,
  MailIcon,
  MapPinnedIcon,
  ShieldIcon,
  SmartphoneIcon,
  TrophyIcon,
} from 'lucide-react';
import type * as React from 'react';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { AboutCarousel, type AboutSlide } from './about-carousel';

function SlideIcon({ icon: Icon }: { icon: typeof TrophyIcon }) {
  return (
    <span className="flex size-28 items-center justify-center rounded-full bg-white/95 text-[#14532d] shadow-lg">
      <Icon className="size-14" aria-hidden />
    </span>
  );
}

function Value({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof TrophyIcon;
  title: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-5 shadow-xs">
      <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" aria-hidden />
      </span>
      <h3 className="font-semibold">{title}</h3>
      <p className="text-muted-foreground text-sm leading-relaxed">{children}</p>
    </li>
  );
}

/**
 * /about-us (docs/product/site-and-navigation.md#public-pages): who makes Cancha and why, around the
 * autoplaying carousel.
 */
export function AboutPage() {
  const { t } = useLingui();
  const slides: AboutSlide[] = [
    {
      id: 'origin',
      tone: 'bg-[#166534]',
      art: <SlideIcon icon={MapPinnedIcon} />,
      title: <Trans>Nacimos al costado de la cancha</Trans>,
      text: (
        <Trans>
          Cancha empezó con una pregunta de vestuario: ¿por qué organizar un torneo de barrio sigue siendo tan
          difícil? Planillas, grupos de chat y resultados que se pierden. Quisimos juntar todo en un solo
          lugar.
        </Trans>
      ),
    },
    {
      id: 'creators',
      tone: 'bg-[#1e3a8a]',
      art: <SlideIcon icon={TrophyIcon} />,
      title: <Trans>Para quienes organizan</Trans>,
      text: (
        <Trans>
          Crea el torneo, recibe y aprueba inscripciones, genera el fixture y carga resultados, goles y
          tarjetas desde el teléfono. La tabla se actualiza sola.
        </Trans>
      ),
    },
    {
      id: 'players',
      tone: 'bg-[#9a3412]',
      art: <SlideIcon icon={ShieldIcon} />,
      title: <Trans>Para quienes juegan</Trans>,
      text: (
        <Trans>
          Arma tu equipo, invita a tus amigos por email, desafía a equipos cercanos y sigue la tabla y el
          ranking partido a partido.
        </Trans>
      ),
    },
    {
      id: 'community',
      tone: 'bg-[#6b21a8]',
      art: <SlideIcon icon={HeartIcon} />,
      title: <Trans>Fútbol amateur, en serio</Trans>,
      text: (
        <Trans>
          El fútbol de todos los fines de semana merece buenas herramientas. Jugar y organizar es gratis;
          quien quiere, se suscribe para quitar los anuncios y nos ayuda a seguir.
        </Trans>
      ),
    },
  ];

  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10 sm:py-14">
      <PageTitle
        title={t`Sobre nosotros`}
        description={
          <Trans>Hacemos Cancha para que el fútbol amateur se organice solo y se juegue más.</Trans>
        }
      />
      <AboutCarousel slides={slides} label={t`Quiénes somos`} />

      <section aria-labelledby="values" className="grid gap-6">
        <h2 id="values" className="font-bold text-2xl tracking-tight">
          <Trans>Lo que nos guía</Trans>
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          <Value icon={SmartphoneIcon} title={<Trans>Simple, desde el teléfono</Trans>}>
            <Trans>
              Pensado para usarse en la cancha: botones grandes, pocas pantallas y todo a un toque.
            </Trans>
          </Value>
          <Value icon={HandshakeIcon} title={<Trans>Reglas claras</Trans>}>
            <Trans>
              Tabla, desempates y fixture transparentes: cada equipo ve lo mismo que la organización.
            </Trans>
          </Value>
          <Value icon={HeartIcon} title={<Trans>Hecho con la comunidad</Trans>}>
            <Trans>Escuchamos a organizadores y jugadores: muchas funciones nacieron de sus mensajes.</Trans>
          </Value>
        </ul>
      </section>

      <section
        aria-labelledby="about-cta"
        className="grid gap-4 rounded-2xl border bg-primary/5 p-6 sm:flex sm:items-center sm:justify-between sm:p-8"
      >
        <div className="grid gap-1">
          <h2 id="about-cta" className="font-bold text-xl tracking-tight">
            <Trans>¿Quieres ver cómo se juega?</Trans>
          </h2>
          <p className="text-muted-foreground">
            <Trans>Mira los torneos públicos o escríbenos: leemos todos los mensajes.</Trans>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to="/explore-tournaments">
              <Trans>Explorar torneos</Trans>
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/contact">
              <MailIcon aria-hidden />
              <Trans>Contacto</Trans>
            </Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
