import type { NotificationKind } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailIcon, RotateCcwIcon } from 'lucide-react';
import { useId } from 'react';
import { Loading } from '@/components/loading';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useRequiredUser } from '@/features/auth/current-user';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useNotificationCache } from './notification-cache';
import { emailKindsFor } from './notification-rules';
import { NOTIFICATION_KIND_LABELS } from './notification-text';

/**
 * 'Avisos por e-mail' in the profile: one switch per kind of notification, 'Avisarme también por e-mail'. Each change
 * is saved at once (optimistic, back on error) with a toast.
 */
export function EmailPreferences() {
  const { t, i18n } = useLingui();
  const user = useRequiredUser();
  const cache = useNotificationCache();
  const toast = useToast();
  const descriptionId = useId();
  const prefs = useQuery(trpc.notifications.emailPreferences.queryOptions());

  const setOne = (kind: NotificationKind, email: boolean) => cache.setEmail(kind, email);

  const save = useMutation(
    trpc.notifications.setEmailPreference.mutationOptions({
      onMutate: async ({ kind, email }) => {
        await cache.holdPreferences();
        setOne(kind, email);
      },
      onSuccess: (saved, { kind, email }) => {
        // Only this kind from the answer: another switch may be on its way meanwhile.
        setOne(kind, saved.find((p) => p.kind === kind)?.email ?? email);
        const name = i18n._(NOTIFICATION_KIND_LABELS[kind]);
        toast.success(
          email ? t`Te avisaremos por e-mail: ${name}.` : t`Ya no te avisaremos por e-mail: ${name}.`,
        );
      },
      onError: (error, { kind, email }) => {
        setOne(kind, !email);
        toast.error(errorMessage(i18n, error));
      },
    }),
  );

  const kinds = emailKindsFor(user.role);
  const chosen = new Map(prefs.data?.map((p) => [p.kind, p.email]));

  return (
    <Card data-testid="email-preferences">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailIcon className="size-5 text-muted-foreground" aria-hidden />
          <Trans>Avisos por e-mail</Trans>
        </CardTitle>
        <CardDescription id={descriptionId}>
          <Trans>Avisarme también por e-mail</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {prefs.isPending ? (
          <Loading label={t`Cargando preferencias`} className="grid gap-3">
            {kinds.slice(0, 4).map((kind) => (
              <Skeleton key={kind} className="h-8 w-full" />
            ))}
          </Loading>
        ) : prefs.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="alert" className="font-medium text-destructive text-sm">
              <Trans>No se pudieron cargar tus preferencias.</Trans>
            </p>
            <Button variant="outline" onClick={() => void prefs.refetch()}>
              <RotateCcwIcon aria-hidden />
              <Trans>Reintentar</Trans>
            </Button>
          </div>
        ) : (
          <ul className="grid divide-y">
            {kinds.map((kind) => (
              <PreferenceRow
                key={kind}
                label={i18n._(NOTIFICATION_KIND_LABELS[kind])}
                checked={chosen.get(kind) ?? false}
                describedBy={descriptionId}
                kind={kind}
                onChange={(email) => save.mutate({ kind, email })}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PreferenceRow({
  kind,
  label,
  checked,
  describedBy,
  onChange,
}: {
  kind: NotificationKind;
  label: string;
  checked: boolean;
  describedBy: string;
  onChange: (email: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex min-h-12 items-center justify-between gap-4 py-1">
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer py-2 text-sm">
        {label}
      </label>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        aria-describedby={describedBy}
        data-testid={`email-preference-${kind}`}
      />
    </li>
  );
}
