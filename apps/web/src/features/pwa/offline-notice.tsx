import { Plural, Trans } from '@lingui/react/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { WifiOffIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useOnline } from '@/lib/connection';

/** How old the data on screen is: the oldest answer a shown part is drawn from, in whole minutes. */
export function minutesOld(queryClient: QueryClient, now: number): number | null {
  let oldest: number | null = null;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.getObserversCount() === 0 || query.state.data === undefined) continue;
    const at = query.state.dataUpdatedAt;
    if (at > 0 && (oldest === null || at < oldest)) oldest = at;
  }
  return oldest === null ? null : Math.max(0, Math.floor((now - oldest) / 60_000));
}

/** Without signal: says so, how old what is shown is, and why some buttons wait. */
export function OfflineNotice() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [minutes, setMinutes] = useState<number | null>(null);
  useEffect(() => {
    if (online) return;
    const update = () => setMinutes(minutesOld(queryClient, Date.now()));
    update();
    const timer = window.setInterval(update, 30_000);
    const unsubscribe = queryClient.getQueryCache().subscribe(update);
    return () => {
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [online, queryClient]);
  if (online) return null;
  return (
    <div
      role="status"
      data-testid="offline-notice"
      className="fixed inset-x-0 bottom-0 z-40 flex items-start gap-2 border-t bg-amber-50 px-3 py-2 text-amber-950 text-sm dark:bg-amber-950 dark:text-amber-50"
    >
      <WifiOffIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        {minutes === null ? (
          <Trans>Sin conexión.</Trans>
        ) : minutes === 0 ? (
          <Trans>Sin conexión: datos de hace menos de un minuto.</Trans>
        ) : (
          <Plural
            value={minutes}
            one="Sin conexión: datos de hace # minuto."
            other="Sin conexión: datos de hace # minutos."
          />
        )}{' '}
        <Trans>Lo que necesita conexión se activa cuando vuelva la señal.</Trans>
      </p>
    </div>
  );
}
