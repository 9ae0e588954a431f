import { Trans, useLingui } from '@lingui/react/macro';
import { BellOffIcon, CopyIcon, ExternalLinkIcon, LockIcon, SmartphoneIcon } from 'lucide-react';
import type * as React from 'react';
import { useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useToast } from '@/lib/toast';
import type { CalendarFeed } from './calendar';

/**
 * The 'Suscribirse al calendario' dialog of calendar-subscribe.tsx: open in a calendar app, or copy the address.
 * `notice` comes first: why the calendar is offered instead of something else ('Seguir' without pushes).
 */
export function CalendarSubscribeDialog({
  feed,
  visibility,
  open,
  onOpenChange,
  notice,
}: {
  feed: CalendarFeed;
  visibility: 'PUBLIC' | 'PRIVATE';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  notice?: React.ReactNode;
}) {
  const { t } = useLingui();
  const id = useId();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      toast.success(t`Enlace del calendario copiado.`);
    } catch {
      // No clipboard (an old browser, or a page not served over https): leave it selected to copy by hand.
      input.current?.select();
      toast.info(t`Selecciona el enlace y cópialo.`);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Suscribirse al calendario</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Los partidos del torneo con fecha aparecen en tu calendario y se actualizan solos cuando
              cambian.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {notice ? (
          <p className="flex items-start gap-2 rounded-lg bg-muted p-3 text-sm" data-testid="calendar-notice">
            <BellOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{notice}</span>
          </p>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild>
            <a href={feed.webcal} data-testid="calendar-webcal">
              <SmartphoneIcon aria-hidden />
              <Trans>Abrir en mi calendario</Trans>
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={feed.google} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden />
              Google Calendar
              <span className="sr-only">
                {' '}
                <Trans>(se abre en otra pestaña)</Trans>
              </span>
            </a>
          </Button>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-url`}>
            <Trans>O copia el enlace y agrégalo en tu calendario como "suscripción por URL":</Trans>
          </Label>
          <div className="flex gap-2">
            <Input
              ref={input}
              id={`${id}-url`}
              readOnly
              value={feed.url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 font-mono text-xs"
              data-testid="calendar-url"
            />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              <CopyIcon aria-hidden />
              <Trans>Copiar</Trans>
            </Button>
          </div>
        </div>
        {visibility === 'PRIVATE' ? (
          <p className="flex items-start gap-2 text-muted-foreground text-xs">
            <LockIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <Trans>
              El torneo es privado: el enlace lleva el código de invitación. Compártelo solo con quienes
              juegan.
            </Trans>
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
