import type { PreferenceKind } from '@cancha/shared';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRingIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useRequiredUser } from '@/features/auth/current-user';
import {
  currentSubscription,
  type PushSupport,
  pushSupport,
  subscribeDevice,
  unsubscribeDevice,
} from '@/features/pwa/push-device';
import { errorMessage } from '@/lib/errors';
import { uiLocaleOf } from '@/lib/locale';
import { useToast } from '@/lib/toast';
import { trpc, trpcClient } from '@/lib/trpc';
import { emailKindsFor } from './notification-rules';
import { NOTIFICATION_KIND_LABELS } from './notification-text';

const KIND_LABELS = { ...NOTIFICATION_KIND_LABELS, CHAT_MESSAGE: msg`Mensajes de chat, con el chat cerrado` };

/**
 * 'Notificaciones en este teléfono': this device's push subscription, then one switch per kind (every kind on until
 * turned off, for all the user's devices). The browser is asked for permission only when the switch is turned on.
 */
export function PushPreferences() {
  const { t, i18n } = useLingui();
  const user = useRequiredUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const deviceId = useId();
  const [support, setSupport] = useState<PushSupport | null>(null);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  useEffect(() => {
    setSupport(pushSupport());
    void currentSubscription().then((s) => setSubscribed(s !== null));
  }, []);
  const prefs = useQuery({ ...trpc.push.preferences.queryOptions(), enabled: subscribed === true });

  const device = useMutation({
    mutationFn: async (on: boolean) => {
      if (!on) {
        await unsubscribeDevice();
        return false;
      }
      const made = await subscribeDevice(uiLocaleOf(i18n.locale));
      if ('refused' in made) return made.refused;
      await trpcClient.push.subscribe.mutate(made.subscription);
      return true;
    },
    onSuccess: (outcome) => {
      const on = outcome === true;
      setSubscribed(on);
      setSupport(pushSupport());
      if (outcome === 'denied') toast.error(t`El navegador no permitió las notificaciones.`);
      else if (outcome === 'no-worker')
        toast.error(
          t`No se pudo preparar la app para recibir avisos. Recarga la página e inténtalo de nuevo.`,
        );
      else
        toast.success(
          on
            ? t`Este teléfono recibirá tus notificaciones.`
            : t`Este teléfono ya no recibirá notificaciones.`,
        );
    },
    onError: (error) => toast.error(errorMessage(i18n, error)),
  });

  const save = useMutation(
    trpc.push.setPreference.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.push.preferences.queryKey(), saved),
      onError: (error) => toast.error(errorMessage(i18n, error)),
    }),
  );

  const kinds: PreferenceKind[] = [...emailKindsFor(user.role), 'CHAT_MESSAGE'];
  const chosen = new Map(prefs.data?.map((p) => [p.kind, p.push]));

  return (
    <Card data-testid="push-preferences">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRingIcon className="size-5 text-muted-foreground" aria-hidden />
          <Trans>Notificaciones en este teléfono</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Avisos en la pantalla bloqueada cuando cambia un partido, llega un resultado o te escriben.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {support === 'unsupported' ? (
          <p className="text-muted-foreground text-sm" data-testid="push-unsupported">
            <Trans>
              Este navegador no recibe notificaciones. En iPhone, agrega Cancha a la pantalla de inicio
              (Compartir → Agregar a inicio), ábrela desde ahí y actívalas en este mismo lugar.
            </Trans>
          </p>
        ) : support === 'denied' ? (
          <p className="text-muted-foreground text-sm" role="note">
            <Trans>
              Bloqueaste las notificaciones de Cancha en este navegador: permítelas desde la configuración del
              sitio y vuelve a esta página.
            </Trans>
          </p>
        ) : null}
        {support === 'supported' || (support === 'denied' && subscribed) ? (
          <div className="flex min-h-12 items-center justify-between gap-4">
            <label htmlFor={deviceId} className="min-w-0 flex-1 cursor-pointer py-2 font-medium text-sm">
              <Trans>Recibir notificaciones en este dispositivo</Trans>
            </label>
            <Switch
              id={deviceId}
              checked={subscribed === true}
              disabled={subscribed === null || device.isPending}
              onCheckedChange={(on) => device.mutate(on)}
              data-testid="push-device"
            />
          </div>
        ) : null}
        {subscribed ? (
          prefs.isPending ? (
            <Skeleton className="h-32 w-full" />
          ) : prefs.isError ? (
            <p role="alert" className="text-destructive text-sm">
              <Trans>No se pudieron cargar tus preferencias.</Trans>
            </p>
          ) : (
            <ul className="grid divide-y border-t" aria-label={t`Qué avisos recibir`}>
              {kinds.map((kind) => (
                <KindRow
                  key={kind}
                  kind={kind}
                  label={i18n._(KIND_LABELS[kind])}
                  checked={chosen.get(kind) ?? true}
                  onChange={(push) => save.mutate({ kind, push })}
                />
              ))}
            </ul>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

function KindRow(props: {
  kind: PreferenceKind;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex min-h-12 items-center justify-between gap-4 py-1">
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer py-2 text-sm">
        {props.label}
      </label>
      <Switch
        id={id}
        checked={props.checked}
        onCheckedChange={props.onChange}
        data-testid={`push-preference-${props.kind}`}
      />
    </li>
  );
}
