import { Trans, useLingui } from '@lingui/react/macro';
import { BellPlusIcon, BellRingIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { uiLocaleOf } from '@/lib/locale';
import { useToast } from '@/lib/toast';
import { trpcClient } from '@/lib/trpc';
import { currentSubscription, pushSupport, type SubscribeRefusal, subscribeDevice } from './push-device';

/**
 * 'Seguir': a public tournament's results and moved matches on this phone's lock screen, with or without an
 * account (docs/decisions/016-follow-and-share.md). Not shown where the browser cannot receive pushes (an iPhone's
 * Safari until Cancha is added to the home screen): the calendar feed beside it is the way there.
 */
export function FollowTournamentButton({ tournamentId, name }: { tournamentId: string; name: string }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const [following, setFollowing] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  // Known at once, so the button is there from the first paint and nothing below it moves.
  const [supported] = useState(() => pushSupport() !== 'unsupported');

  useEffect(() => {
    if (!supported) return;
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
  }, [tournamentId, supported]);

  if (!supported) return null;

  const refusalMessage = (why: SubscribeRefusal) =>
    why === 'denied'
      ? t`El navegador no permitió las notificaciones.`
      : t`No se pudo preparar la app para recibir avisos. Recarga la página e inténtalo de nuevo.`;

  const toggle = async () => {
    setBusy(true);
    try {
      if (following) {
        const subscription = await currentSubscription();
        if (subscription)
          await trpcClient.push.unfollow.mutate({ endpoint: subscription.endpoint, tournamentId });
        setFollowing(false);
        toast.success(t`Ya no seguís ${name}.`);
        return;
      }
      const made = await subscribeDevice(uiLocaleOf(i18n.locale));
      if ('refused' in made) {
        toast.error(refusalMessage(made.refused));
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
  );
}
