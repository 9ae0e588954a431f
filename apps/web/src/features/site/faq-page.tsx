import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronDownIcon, MailIcon } from 'lucide-react';
import { Accordion } from 'radix-ui';
import type * as React from 'react';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { priceLabel } from '@/features/payments/payments';

interface Faq {
  id: string;
  question: React.ReactNode;
  answer: React.ReactNode;
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * /faq (docs/product/site-and-navigation.md#public-pages — a FAQ): how Cancha works, as an accordion (one
 * answer open at a time).
 */
export function FaqPage() {
  const { t } = useLingui();
  const price = priceLabel();
  const groups: { id: string; title: React.ReactNode; items: Faq[] }[] = [
    {
      id: 'start',
      title: <Trans>Primeros pasos</Trans>,
      items: [
        {
          id: 'what',
          question: <Trans>¿Qué es Cancha?</Trans>,
          answer: (
            <Trans>
              Una plataforma para el fútbol amateur: quienes crean torneos gestionan inscripciones, fixture y
              resultados, y quienes juegan arman sus equipos, se inscriben, desafían a otros equipos y siguen
              la tabla y el ranking.
            </Trans>
          ),
        },
        {
          id: 'role',
          question: <Trans>¿Soy creador de torneos o jugador?</Trans>,
          answer: (
            <Trans>
              Al registrarte eliges cómo comenzar: «Creador de torneos» si organizas competencias, o «Jugador»
              si quieres armar tu equipo y participar. La elección se hace una sola vez.
            </Trans>
          ),
        },
        {
          id: 'explore',
          question: <Trans>¿Puedo ver torneos sin crear una cuenta?</Trans>,
          answer: (
            <Trans>
              Sí. En{' '}
              <Link to="/explore-tournaments" className={linkClass}>
                Explorar torneos
              </Link>{' '}
              ves los torneos públicos con su tabla de posiciones, el campeón y el fixture, sin iniciar
              sesión.
            </Trans>
          ),
        },
      ],
    },
    {
      id: 'tournaments',
      title: <Trans>Torneos y equipos</Trans>,
      items: [
        {
          id: 'create',
          question: <Trans>¿Cómo creo un torneo?</Trans>,
          answer: (
            <Trans>
              Como creador de torneos, toca «Crear torneo» y completa nombre, formato (eliminación directa o
              liga), cantidad de equipos, fechas, cierre de inscripción y lugar. Puedes hacerlo público o
              privado y solo por invitación.
            </Trans>
          ),
        },
        {
          id: 'join',
          question: <Trans>¿Cómo inscribo a mi equipo en un torneo?</Trans>,
          answer: (
            <Trans>
              Necesitas ser capitán de un equipo con al menos 5 jugadores y del género que pide el torneo.
              Entra en «Torneos», elige uno abierto y toca «Únete al torneo». La organización aprueba o
              rechaza la solicitud y te llega una notificación.
            </Trans>
          ),
        },
        {
          id: 'fixture',
          question: <Trans>¿Cómo se arma el fixture?</Trans>,
          answer: (
            <Trans>
              Cuando los equipos están completos, Cancha genera las rondas: en eliminación directa, cada ronda
              sale de los ganadores de la anterior; en una liga, todos contra todos. La organización carga los
              resultados y los eventos de cada partido.
            </Trans>
          ),
        },
        {
          id: 'standings',
          question: <Trans>¿Cómo se calcula la tabla de posiciones?</Trans>,
          answer: (
            <Trans>
              Cada victoria suma 3 puntos y cada empate 1. Con los mismos puntos desempatan, según elija la
              organización, los partidos entre sí o la diferencia de gol y los goles a favor de todo el
              torneo.
            </Trans>
          ),
        },
        {
          id: 'challenges',
          question: <Trans>¿Qué son los desafíos?</Trans>,
          answer: (
            <Trans>
              Partidos amistosos entre equipos: busca equipos cercanos, propón fecha, hora y lugar, y el otro
              capitán acepta o rechaza. El resultado queda en el historial entre ambos equipos.
            </Trans>
          ),
        },
      ],
    },
    {
      id: 'account',
      title: <Trans>Cuenta y suscripción</Trans>,
      items: [
        {
          id: 'price',
          question: <Trans>¿Cuánto cuesta usar Cancha?</Trans>,
          answer: (
            <Trans>
              Nada: crear torneos, armar equipos y jugar es gratis, con anuncios. Si prefieres usarla sin
              anuncios, la suscripción cuesta {price} por mes.
            </Trans>
          ),
        },
        {
          id: 'ads',
          question: <Trans>¿Cómo quito los anuncios?</Trans>,
          answer: (
            <Trans>
              Toca «Quitar anuncios», junto al anuncio, y paga con PayPal. Los anuncios desaparecen al
              confirmarse el pago y vuelven cuando termina el mes pagado: no hay renovación automática, así
              que renuevas solo si quieres y cada renovación suma un mes desde el final del actual.
            </Trans>
          ),
        },
        {
          id: 'language',
          question: <Trans>¿En qué idiomas está Cancha?</Trans>,
          answer: (
            <Trans>
              En español, inglés y portugués. Cambia el idioma con la bandera del encabezado; tu elección se
              recuerda en este navegador.
            </Trans>
          ),
        },
        {
          id: 'delete',
          question: <Trans>¿Cómo elimino mi cuenta?</Trans>,
          answer: (
            <Trans>
              Los jugadores pueden eliminar su cuenta desde «Mi cuenta». Una cuenta de creador de torneos no
              se elimina desde la app: escríbenos y te ayudamos.
            </Trans>
          ),
        },
      ],
    },
  ];

  return (
    <div className="mx-auto grid max-w-3xl gap-10 px-4 py-10 sm:py-14">
      <PageTitle
        title={t`Preguntas frecuentes`}
        description={<Trans>Lo que más nos preguntan sobre torneos, equipos y la suscripción.</Trans>}
      />
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-${group.id}`} className="grid gap-3">
          <h2 id={`faq-${group.id}`} className="font-semibold text-xl tracking-tight">
            {group.title}
          </h2>
          <Accordion.Root type="single" collapsible className="grid gap-2" data-testid="faq">
            {group.items.map((item) => (
              <Accordion.Item key={item.id} value={item.id} className="rounded-xl border bg-card shadow-xs">
                <Accordion.Header asChild>
                  <h3>
                    <Accordion.Trigger className="group flex min-h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-medium outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50">
                      {item.question}
                      <ChevronDownIcon
                        className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                        aria-hidden
                      />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content className="px-4 pb-4 text-muted-foreground leading-relaxed">
                  <p>{item.answer}</p>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </section>
      ))}
      <section className="grid justify-items-start gap-3 rounded-2xl border bg-primary/5 p-6">
        <h2 className="font-semibold text-lg">
          <Trans>¿No encontraste tu respuesta?</Trans>
        </h2>
        <p className="text-muted-foreground">
          <Trans>Escríbenos y te respondemos por email.</Trans>
        </p>
        <Button asChild>
          <Link to="/contact">
            <MailIcon aria-hidden />
            <Trans>Contacto</Trans>
          </Link>
        </Button>
      </section>
    </div>
  );
}
