import { MercadoPagoSettings, type PaymentSettingsDto } from '@cancha/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon, CopyIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertBanner } from '@/components/alert-banner';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { appCodeOf } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type Values = { accessToken: string; webhookSecret: string };

/**
 * The organiser's own Mercado Pago account: the Access Token of their application's production credentials and
 * the secret of its Webhooks, tried on Mercado Pago before they are kept, and never shown again (docs/decisions/027).
 * Once connected, it names the account and offers to disconnect it.
 */
export function MercadoPagoSettingsForm({ settings }: { settings: PaymentSettingsDto }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.ledger.savePaymentSettings.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: { accessToken: '', webhookSecret: '' },
    resolver: zodResolver(MercadoPagoSettings),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const send = async (mercadoPago: Values | null) => {
    setAlert(null);
    try {
      await save.mutateAsync({ mercadoPago });
      void queryClient.invalidateQueries(trpc.ledger.pathFilter());
      toast.success(mercadoPago ? t`Mercado Pago conectado.` : t`Desconectaste Mercado Pago.`);
    } catch (error) {
      if (appCodeOf(error) === 'MERCADO_PAGO_TOKEN_REJECTED')
        form.setError('accessToken', { type: 'server', message: errorMessage(i18n, error) });
      else setAlert(errorMessage(i18n, error));
    }
  };
  const copyUrl = async () => {
    try {
      await navigator.clipboard.writeText(settings.mercadoPagoWebhookUrl);
      toast.success(t`Dirección copiada.`);
    } catch {
      toast.info(t`Selecciona la dirección y cópiala.`);
    }
  };

  if (settings.mercadoPago) {
    const account = settings.mercadoPago.account;
    return (
      <div className="grid gap-3">
        {alert ? (
          <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
        ) : null}
        <p className="flex items-center gap-2 text-sm" data-testid="mercado-pago-connected">
          <CheckCircle2Icon className="size-4 shrink-0 text-primary" aria-hidden />
          <Trans>Conectado a la cuenta {account}.</Trans>
        </p>
        <Button
          type="button"
          variant="outline"
          disabled={save.isPending}
          onClick={() => void send(null)}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {save.isPending ? <Spinner /> : null}
          <Trans>Desconectar Mercado Pago</Trans>
        </Button>
      </div>
    );
  }

  const problem = (field: keyof Values) => {
    const error = errors[field];
    if (!error) return undefined;
    if (error.type === 'server') return error.message;
    return field === 'accessToken'
      ? t`Pega el Access Token tal como lo muestra Mercado Pago, sin espacios.`
      : t`Pega la clave secreta de tus Webhooks, sin espacios.`;
  };
  const ids = { token: `${id}-token`, secret: `${id}-secret`, url: `${id}-url` };
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send(values))} className="grid gap-4">
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <ol className="grid list-decimal gap-1 ps-5 text-muted-foreground text-sm">
        <li>
          <Trans>
            En Mercado Pago, entra a «Tus integraciones», crea o abre tu aplicación y copia el Access Token de
            sus credenciales de producción.
          </Trans>
        </li>
        <li>
          <Trans>
            En «Webhooks», guarda esta dirección con el evento «Pagos» y copia la clave secreta que te da.
          </Trans>
        </li>
      </ol>
      <div className="grid gap-2">
        <label htmlFor={ids.url} className="font-medium text-sm">
          <Trans>Dirección para los Webhooks</Trans>
        </label>
        <div className="flex gap-2">
          <Input id={ids.url} readOnly value={settings.mercadoPagoWebhookUrl} className="font-mono text-xs" />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t`Copiar dirección`}
            onClick={() => void copyUrl()}
          >
            <CopyIcon aria-hidden />
          </Button>
        </div>
      </div>
      <Field id={ids.token} label={<Trans>Access Token</Trans>} error={problem('accessToken')}>
        <Input
          id={ids.token}
          type="password"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.accessToken ? true : undefined}
          aria-describedby={describedBy(ids.token, { error: !!errors.accessToken })}
          {...form.register('accessToken')}
        />
      </Field>
      <Field
        id={ids.secret}
        label={<Trans>Clave secreta de los Webhooks</Trans>}
        error={problem('webhookSecret')}
      >
        <Input
          id={ids.secret}
          type="password"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.webhookSecret ? true : undefined}
          aria-describedby={describedBy(ids.secret, { error: !!errors.webhookSecret })}
          {...form.register('webhookSecret')}
        />
      </Field>
      <p className="text-muted-foreground text-xs">
        <Trans>Se guardan cifrados y no se vuelven a mostrar, ni a ti ni a nadie.</Trans>
      </p>
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {save.isPending ? <Spinner /> : null}
        <Trans>Conectar Mercado Pago</Trans>
      </Button>
    </form>
  );
}
