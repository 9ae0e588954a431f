import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { linkHref } from './editor-html';

export type LinkAction = { kind: 'set'; href: string } | { kind: 'remove' };

/** The URL prompt of the link button: an address, checked (http, https or mailto only), or removing the link. */
export function LinkDialog({
  open,
  initialHref,
  editing,
  onSubmit,
  onCancel,
  onClosed,
}: {
  open: boolean;
  initialHref: string;
  editing: boolean;
  onSubmit: (action: LinkAction) => void;
  onCancel: () => void;
  onClosed: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(initialHref);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setText(initialHref);
      setError(null);
    }
  }, [open, initialHref]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // The dialog sits inside the post form: its submit must not submit the post.
    event.preventDefault();
    event.stopPropagation();
    const href = linkHref(text);
    if (!href) {
      setError(t`Escribe una dirección válida, por ejemplo https://cancha.app.`);
      return;
    }
    onSubmit({ kind: 'set', href });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        closeLabel={t`Cerrar`}
        onCloseAutoFocus={(event) => {
          // Focus goes back to the editor (not to the toolbar button) with the selection it had.
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>{editing ? <Trans>Editar enlace</Trans> : <Trans>Insertar enlace</Trans>}</DialogTitle>
          <DialogDescription>
            <Trans>
              El texto seleccionado lleva a esta dirección. Sin selección, se inserta la dirección.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field id={id} label={<Trans>Dirección del enlace</Trans>} error={error}>
            <Input
              id={id}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://"
              value={text}
              aria-invalid={!!error || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
            />
          </Field>
          <DialogFooter>
            {editing ? (
              <Button
                variant="outline"
                className="text-destructive"
                onClick={() => onSubmit({ kind: 'remove' })}
              >
                <Trans>Quitar enlace</Trans>
              </Button>
            ) : null}
            <DialogClose asChild>
              <Button variant="outline">
                <Trans>Cancelar</Trans>
              </Button>
            </DialogClose>
            <Button type="submit">
              {editing ? <Trans>Guardar enlace</Trans> : <Trans>Insertar enlace</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
