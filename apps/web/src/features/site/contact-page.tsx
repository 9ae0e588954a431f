import { UPDATE_MESSAGE_MS } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CircleHelpIcon, MailIcon, SendIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import {
  CONTACT_DESCRIPTION_MAX,
  CONTACT_NAME_MAX,
  type ContactValues,
  contactPayload,
  EMPTY_CONTACT,
  hasContactErrors,
  validateContact,
} from './contact';

type Feedback = { variant: 'success' | 'error'; message: string } | null;

/**
 * /contact (docs/product/site-and-navigation.md#contact-form, docs/product/look-and-feel.md#feedback): name,
 * email and description, all required, a bad e-mail rejected here too; sent as POST /api/sendEmail (here
 * contact.send); the success and failure messages hide after 2 seconds.
 */
export function ContactPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const send = useMutation(trpc.contact.send.mutationOptions());
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [submitted, setSubmitted] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  const errors = submitted ? validateContact(values) : {};
  const nameError = errors.name ? t`Ingresa tu nombre.` : null;
  const emailError =
    errors.email === 'required'
      ? t`Ingresa tu email.`
      : errors.email === 'invalid'
        ? t`Formato de email invalido`
        : null;
  const descriptionError = errors.description ? t`Cuéntanos en qué podemos ayudarte.` : null;

  const set = (field: keyof ContactValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setSubmitted(true);
    setFeedback(null);
    const found = validateContact(values);
    if (hasContactErrors(found)) {
      // Take the user to the first field to fix.
      const first = found.name ? 'name' : found.email ? 'email' : 'description';
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    try {
      await send.mutateAsync(contactPayload(values));
      setValues(EMPTY_CONTACT);
      setSubmitted(false);
      setFeedback({
        variant: 'success',
        message: t`¡Gracias! Recibimos tu mensaje y te responderemos por email.`,
      });
    } catch (error) {
      setFeedback({ variant: 'error', message: errorMessage(i18n, error) });
    }
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:py-14 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
      <div className="grid content-start gap-6">
        <PageTitle
          title={t`Contacto`}
          description={
            <Trans>¿Dudas, ideas o problemas con tu torneo? Escríbenos y te respondemos por email.</Trans>
          }
        />
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4"
          aria-busy={send.isPending}
          data-testid="contact-form"
        >
          <Field id={`${id}-name`} label={<Trans>Nombre</Trans>} error={nameError}>
            <Input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              required
              maxLength={CONTACT_NAME_MAX}
              value={values.name}
              onChange={(e) => set('name')(e.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={describedBy(`${id}-name`, { error: !!nameError })}
            />
          </Field>
          <Field id={`${id}-email`} label={<Trans>Email</Trans>} error={emailError}>
            <Input
              id={`${id}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              maxLength={254}
              value={values.email}
              onChange={(e) => set('email')(e.target.value)}
              aria-invalid={emailError ? true : undefined}
              aria-describedby={describedBy(`${id}-email`, { error: !!emailError })}
            />
          </Field>
          <Field id={`${id}-description`} label={<Trans>Mensaje</Trans>} error={descriptionError}>
            <Textarea
              id={`${id}-description`}
              name="description"
              required
              rows={6}
              maxLength={CONTACT_DESCRIPTION_MAX}
              value={values.description}
              onChange={(e) => set('description')(e.target.value)}
              aria-invalid={descriptionError ? true : undefined}
              aria-describedby={describedBy(`${id}-description`, { error: !!descriptionError })}
            />
          </Field>
          {feedback ? (
            <AlertBanner
              key={feedback.message}
              variant={feedback.variant}
              message={feedback.message}
              duration={UPDATE_MESSAGE_MS}
              onClose={() => setFeedback(null)}
            />
          ) : null}
          <Button type="submit" size="lg" className="w-full sm:w-fit" aria-disabled={send.isPending}>
            {send.isPending ? <Spinner /> : <SendIcon aria-hidden />}
            <Trans>Enviar mensaje</Trans>
          </Button>
        </form>
      </div>
      <aside className="grid content-start gap-4 rounded-2xl border bg-muted/40 p-5 text-sm">
        <h2 className="flex items-center gap-2 font-semibold text-base">
          <MailIcon className="size-4 text-primary" aria-hidden />
          <Trans>Antes de escribir</Trans>
        </h2>
        <p className="text-muted-foreground leading-relaxed">
          <Trans>
            Muchas respuestas ya están en las preguntas frecuentes: cómo crear un torneo, inscribir a tu
            equipo o quitar los anuncios.
          </Trans>
        </p>
        <Button asChild variant="outline">
          <Link to="/faq">
            <CircleHelpIcon aria-hidden />
            <Trans>Preguntas frecuentes</Trans>
          </Link>
        </Button>
        <p className="text-muted-foreground text-xs leading-relaxed">
          <Trans>Usamos tus datos solo para responderte.</Trans>{' '}
          <Link to="/privacy-policies" className="underline underline-offset-4 hover:text-foreground">
            <Trans>Política de privacidad</Trans>
          </Link>
        </p>
      </aside>
    </div>
  );
}
