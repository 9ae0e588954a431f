import { Trans, useLingui } from '@lingui/react/macro';
import { BellPlusIcon, BellRingIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { PublicCalendarDialog } from '@/features/standings/calendar-subscribe';
import { errorMessage } from '@/lib/errors';
import { uiLocaleOf } from '@/lib/locale';
import { useToast } from '@/lib/toast';
import { trpcClient } from '@/lib/trpc';
import { currentSubscription, type PushSupport, pushSupport, subscribeDevice } from './push-device';

/**
 * 'Seguir': a public tournament's results and moved matches on this phone's lock screen, with or without an
 * account (docs/decisions/016-follow-and-share.md). Where the browser cannot receive pushes (an iPhone's Safari
 * until Cancha is added to the home screen) or has blocked them, it says why and offers the calendar feed instead.
 */
export function FollowTournamentButton({ tournamentId, name }: { tournamentId: string; name: string }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  // Known at once, so the button is ready from the first paint where it cannot subscribe.
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [following, setFollowing] = useState<boolean | null>(() =>
    support === 'unsupported' ? false : null,
  );
  const [busy, setBusy] = useState(false);
  const [calendar, setCalendar] = useState(false);
  const readable = support !== 'unsupported';

  useEffect(() => {
    if (!readable) return;
    let live = true;
    void currentSubscription()
      .then((s) => (s ? trpcClient.push.status.query({ endpoint: s.endpoint }) : null))
      .then((status) => {
        if (live) setFollowing(status?.following.includes(tournamentId) ?? false);
      })
      .catch(() => live && setFollowing(false));
    return () => {
      live = false;
    };
  }, [tournamentId, readable]);

  const toggle = async () => {
    setBusy(true);
    try {
      if (following) {
        const subscription = await currentSubscription();
        if (subscription)
          await trpcClient.push.unfollow.mutate({ endpoint: subscription.endpoint, tournamentId });
        setFollowing(false);
        toast.success(t`Ya no sigues ${name}.`);
        return;
      }
      if (support !== 'supported') {
        setCalendar(true);
        return;
      }
      const made = await subscribeDevice(uiLocaleOf(i18n.locale));
      if ('refused' in made) {
        if (made.refused === 'denied') {
          setSupport('denied');
          setCalendar(true);
        } else
          toast.error(
            t`No se pudo preparar la app para recibir avisos. Recarga la página e inténtalo de nuevo.`,
          );
        return;
      }
      await trpcClient.push.follow.mutate({ ...made.subscription, tournamentId });
      setFollowing(true);
      toast.success(t`Te avisaremos de los resultados y los cambios de horario de ${name}.`);
    } catch (error) {
      toast.error(errorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant={following ? 'secondary' : 'outline'}
        aria-pressed={following === true}
        disabled={following === null || busy}
        needsServer
        onClick={() => void toggle()}
        data-testid="follow-tournament"
        data-state={following === null ? 'loading' : busy ? 'busy' : 'idle'}
        aria-busy={following === null || busy}
      >
        {busy ? <Spinner /> : following ? <BellRingIcon aria-hidden /> : <BellPlusIcon aria-hidden />}
        {following ? <Trans>Siguiendo</Trans> : <Trans>Seguir</Trans>}
      </Button>
      <PublicCalendarDialog
        tournamentId={tournamentId}
        open={calendar}
        onOpenChange={setCalendar}
        notice={
          support === 'denied' ? (
            <Trans>
              Bloqueaste las notificaciones de Cancha en este navegador: permítelas en la configuración del
              sitio. Mientras tanto, sigue el torneo en tu calendario.
            </Trans>
          ) : (
            <Trans>
              Este navegador no puede recibir avisos. En iPhone, agrega Cancha a la pantalla de inicio
              (Compartir → Agregar a inicio) y ábrela desde ahí. Mientras tanto, sigue el torneo en tu
              calendario.
            </Trans>
          )
        }
      />
    </>
  );
}
