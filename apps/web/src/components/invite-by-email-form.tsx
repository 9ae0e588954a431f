import type { ErrorCode } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { SendIcon } from 'lucide-react';
import type * as React from 'react';
import { type FormEvent, useId, useState } from 'react';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { appCodeOf } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { isValidEmail, showEmailFormatError } from '@/lib/validation';

/**
 * An invitation by e-mail (a captain's to a player, a creator's to a captain): the address, required, and
 * 'Invitar'. 'Formato de email invalido' waits for 9 characters, or for a submit. `onInvite` sends it; while it
 * runs the button waits, then 'Invitación enviada a …' and the field empties. When it throws, the answers in
 * `fieldErrorCodes` (about the address itself) show under the field and anything else is a toast.
 */
export function InviteByEmailForm({
  label,
  name,
  fieldErrorCodes,
  onInvite,
}: {
  label: React.ReactNode;
  /** The input's `name` attribute. */
  name: string;
  fieldErrorCodes: readonly ErrorCode[];
  onInvite: (email: string) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const formatError = (submitted ? !isValidEmail(email) : showEmailFormatError(email))
    ? t`Formato de email invalido`
    : null;
  const error = serverError ?? formatError;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValidEmail(email) || pending) return;
    const address = email.trim();
    setPending(true);
    try {
      await onInvite(address);
      toast.success(t`Invitación enviada a ${address}.`);
      setEmail('');
      setSubmitted(false);
    } catch (err) {
      const code = appCodeOf(err);
      if (code && fieldErrorCodes.includes(code)) setServerError(errorMessage(i18n, err));
      else toast.error(errorMessage(i18n, err));
    } finally {
      setPending(false);
    }
  };

  const inputId = `${id}-email`;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <Field id={inputId} label={label} error={error}>
        <Input
          id={inputId}
          name={name}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setServerError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, { error: !!error })}
        />
      </Field>
      <Button type="submit" className="sm:mt-6" disabled={email.trim() === '' || pending}>
        {pending ? <Spinner /> : <SendIcon aria-hidden />}
        <Trans>Invitar</Trans>
      </Button>
    </form>
  );
}
