import { Trans } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { Button } from '@/components/ui/button';
import { activateWaiting, waitingWorkerAtom } from './worker';

/** A new version was installed in the background: it is used after a reload the user chooses. */
export function UpdateOffer() {
  const [worker, setWorker] = useAtom(waitingWorkerAtom);
  if (!worker) return null;
  return (
    <div
      role="status"
      data-testid="update-offer"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border bg-background p-3 text-sm shadow-lg"
    >
      <p className="flex-1">
        <Trans>Hay una versión nueva de Cancha.</Trans>
      </p>
      <Button size="sm" variant="ghost" onClick={() => setWorker(null)}>
        <Trans>Más tarde</Trans>
      </Button>
      <Button size="sm" onClick={() => activateWaiting(worker)}>
        <Trans>Actualizar</Trans>
      </Button>
    </div>
  );
}
