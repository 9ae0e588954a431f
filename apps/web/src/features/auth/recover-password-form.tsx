import { LOCALES, type Locale } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MailCheckIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Flag } from '@/components/flags';
import { Spinner } from '@/components/spinner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { classifyError } from '@/lib/error-kind';
import { errorMessage, GENERIC_MESSAGES } from '@/lib/errors';
import { LOCALE_AUTONYMS, uiLocaleOf } from '@/lib/locale';
import { trpc } from '@/lib/trpc';
import { isValidEmail, showEmailFormatError } from '@/lib/validation';
import { AuthCard } from './auth-card';

/**
 * docs/product/accounts.md#password-recovery — /recover-password asks for an email address and the locale of
 * the e-mail to send.
 */
export function RecoverPasswordForm() {
  const { t, i18n } = useLingui();
  const id = useId();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const [email, setEmail] = useState('');
  const [locale, setLocale] = useState<Locale>(() => uiLocaleOf(i18n.locale));
  const [submitted, setSubmitted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const emailError = (submitted ? !isValidEmail(email) : showEmailFormatError(email))
    ? t`Formato de email invalido`
    : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setNotice(null);
    if (!isValidEmail(email)) return;
    try {
      await request.mutateAsync({ email: email.trim(), locale });
      setSentTo(email.trim());
    } catch (error) {
      const kind = classifyError(error);
      // The server answers alike for unknown addresses (it never says who has an account): only throttling,
      // the network or the server itself can fail here.
      if (kind.kind === 'app' && kind.code === 'TOO_MANY_ATTEMPTS') {
        setNotice(errorMessage(i18n, error));
      } else if (kind.kind === 'network') {
        setNotice(i18n._(GENERIC_MESSAGES.network));
      } else {
        setNotice(t`Error del servidor. No pudimos enviar el correo, inténtalo más tarde.`);
      }
    }
  };

  if (sentTo) {
    return (
      <AuthCard title={t`Revisa tu correo`}>
        <div className="grid justify-items-center gap-4 text-center" role="status">
          <div className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <MailCheckIcon className="size-7" aria-hidden />
          </div>
          <p>
            <Trans>
              Si hay una cuenta con <strong>{sentTo}</strong>, te enviamos un correo con un enlace para crear
              una nueva contraseña. El enlace vence en una hora.
            </Trans>
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">
              <Trans>Volver a iniciar sesión</Trans>
            </Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t`Recuperar contraseña`}
      description={<Trans>Te enviaremos un enlace para crear una nueva contraseña.</Trans>}
      footer={
        <Link to="/login" className="inline-flex min-h-11 items-center justify-center hover:underline">
          <Trans>Volver a iniciar sesión</Trans>
        </Link>
      }
    >
      {notice ? (
        <Alert variant="destructive">
          <AlertDescription>{notice}</AlertDescription>
        </Alert>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={request.isPending}>
        <Field id={`${id}-email`} label={<Trans>Email</Trans>} error={emailError}>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={describedBy(`${id}-email`, { error: !!emailError })}
          />
        </Field>
        <Field id={`${id}-locale`} label={<Trans>Idioma del correo</Trans>}>
          <Select value={locale} onValueChange={(v) => setLocale(v as Locale)}>
            <SelectTrigger id={`${id}-locale`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LOCALES.map((l) => (
                <SelectItem key={l} value={l}>
                  <Flag locale={l} />
                  {LOCALE_AUTONYMS[l]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
        <Button type="submit" size="lg" disabled={request.isPending || email.trim() === ''}>
          {request.isPending ? <Spinner /> : null}
          <Trans>Enviar enlace</Trans>
        </Button>
      </form>
    </AuthCard>
  );
}
