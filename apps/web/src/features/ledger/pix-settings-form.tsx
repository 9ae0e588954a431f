import { type PaymentSettingsDto, PIX_CITY_MAX, PIX_NAME_MAX, PixSettings } from '@cancha/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertBanner } from '@/components/alert-banner';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

type Values = { key: string; name: string; city: string };

/**
 * The organiser's Pix key, the name and the city their codes carry, checked by the schema the server applies (the
 * key must be a CPF, a CNPJ, a mobile number, an e-mail or a random key). 'Quitar Pix' takes it away.
 */
export function PixSettingsForm({ saved }: { saved: PaymentSettingsDto['pix'] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.ledger.savePaymentSettings.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: saved ?? { key: '', name: '', city: '' },
    resolver: zodResolver(PixSettings),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const problems: Record<keyof Values, string> = {
    key: t`Escribe tu clave Pix: CPF, CNPJ, celular, e-mail o clave aleatoria.`,
    name: t`Escribe el nombre del titular, hasta ${PIX_NAME_MAX} caracteres.`,
    city: t`Escribe la ciudad, hasta ${PIX_CITY_MAX} caracteres.`,
  };
  const problem = (field: keyof Values) => (errors[field] ? problems[field] : undefined);
  const send = async (pix: Values | null) => {
    setAlert(null);
    try {
      await save.mutateAsync({ pix });
      void queryClient.invalidateQueries(trpc.ledger.pathFilter());
      toast.success(pix ? t`Clave Pix guardada.` : t`Quitaste tu clave Pix.`);
    } catch (error) {
      setAlert(errorMessage(i18n, error));
    }
  };
  const onSubmit = form.handleSubmit((values) => send(values));
  const ids = { key: `${id}-key`, name: `${id}-name`, city: `${id}-city` };
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={save.isPending}>
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <Field id={ids.key} label={<Trans>Clave Pix</Trans>} error={problem('key')}>
        <Input
          id={ids.key}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.key ? true : undefined}
          aria-describedby={describedBy(ids.key, { error: !!errors.key })}
          {...form.register('key')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={ids.name} label={<Trans>Nombre del titular</Trans>} error={problem('name')}>
          <Input
            id={ids.name}
            maxLength={PIX_NAME_MAX}
            autoComplete="name"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy(ids.name, { error: !!errors.name })}
            {...form.register('name')}
          />
        </Field>
        <Field id={ids.city} label={<Trans>Ciudad</Trans>} error={problem('city')}>
          <Input
            id={ids.city}
            maxLength={PIX_CITY_MAX}
            autoComplete="address-level2"
            aria-invalid={errors.city ? true : undefined}
            aria-describedby={describedBy(ids.city, { error: !!errors.city })}
            {...form.register('city')}
          />
        </Field>
      </div>
      <div className="grid gap-2 sm:flex">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          <Trans>Guardar Pix</Trans>
        </Button>
        {saved ? (
          <Button type="button" variant="outline" disabled={save.isPending} onClick={() => void send(null)}>
            <Trans>Quitar Pix</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
