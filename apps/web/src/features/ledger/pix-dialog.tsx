import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CopyIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { appCodeOf } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { QrCode } from './qr-code';
import { useMoney } from './use-money';

export interface PixTarget {
  tournamentId: string;
  teamId: string;
  team: string;
}

/**
 * 'Pagar con Pix' (docs/decisions/027): a static Pix code to the organiser's own key for what the team owes, as a
 * QR for another phone's bank app and as 'Pix Copia e Cola' for this one. A static Pix has no callback: the
 * organiser records the payment when it shows in their account.
 */
export function PixDialog({
  target,
  organiser,
  onClose,
}: {
  target: PixTarget | null;
  /** The organiser shows the code at the pitch; a captain pays it. */
  organiser: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Pagar con Pix</Trans>
          </DialogTitle>
          <DialogDescription>
            {organiser ? (
              <Trans>
                Muéstrale el código al equipo. Cuando el Pix llegue a tu cuenta, regístralo con «Registrar
                pago».
              </Trans>
            ) : (
              <Trans>
                El pago va directo a la cuenta del organizador. Cuando lo vea, lo registrará en la caja.
              </Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {target ? <PixCode target={target} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PixCode({ target }: { target: PixTarget }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const field = useRef<HTMLTextAreaElement>(null);
  const money = useMoney('BRL');
  const pix = useQuery(
    trpc.ledger.pix.queryOptions({ tournamentId: target.tournamentId, teamId: target.teamId }),
  );
  if (pix.isPending)
    return (
      <div className="grid justify-items-center gap-3" aria-busy>
        <Skeleton className="size-56 rounded-lg" />
        <Skeleton className="h-11 w-full rounded-md" />
      </div>
    );
  if (pix.isError) {
    // A refusal with its reason (no key yet, nothing owed, another currency) is said as it is; the rest may pass.
    const code = appCodeOf(pix.error);
    if (code === 'PIX_NOT_SET_UP' || code === 'NOTHING_OWED' || code === 'PIX_NEEDS_BRL')
      return <p className="rounded-lg bg-muted p-3 text-sm">{errorMessage(i18n, pix.error)}</p>;
    return (
      <LoadError
        message={<Trans>No se pudo preparar el código Pix.</Trans>}
        onRetry={() => void pix.refetch()}
        retrying={pix.isFetching}
      />
    );
  }
  const { payload, amount, txid, receiver } = pix.data;
  const team = target.team;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(payload);
      toast.success(t`Código Pix copiado. Pégalo en tu banco, en «Pix Copia e Cola».`);
    } catch {
      // No clipboard (an old browser, a page not served over https): leave it selected to copy by hand.
      field.current?.select();
      toast.info(t`Selecciona el código y cópialo.`);
    }
  };
  return (
    <div className="grid gap-4" data-testid="pix-code">
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">
            <Trans>Monto</Trans>
          </dt>
          <dd className="font-semibold text-lg tabular">{money(amount)}</dd>
        </div>
        <div className="grid min-w-0 gap-0.5">
          <dt className="text-muted-foreground text-xs">
            <Trans>Para</Trans>
          </dt>
          <dd className="truncate">
            {receiver.name} · {receiver.city}
          </dd>
        </div>
      </dl>
      <QrCode
        text={payload}
        label={t`Código QR de Pix de ${team}`}
        className="mx-auto size-56 max-w-full rounded-lg border"
      />
      <div className="grid gap-2">
        <label htmlFor={`${id}-payload`} className="font-medium text-sm">
          <Trans>Pix Copia e Cola</Trans>
        </label>
        <textarea
          ref={field}
          id={`${id}-payload`}
          readOnly
          rows={3}
          value={payload}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full resize-none break-all rounded-md border bg-muted px-3 py-2 font-mono text-xs"
        />
        <Button onClick={() => void copy()}>
          <CopyIcon aria-hidden />
          <Trans>Copiar código</Trans>
        </Button>
      </div>
      <p className="text-muted-foreground text-xs">
        <Trans>Identificador del pago: {txid}</Trans>
      </p>
    </div>
  );
}
