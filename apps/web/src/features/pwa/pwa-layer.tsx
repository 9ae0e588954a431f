import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { InstallOffer } from './install-offer';
import { keepData } from './kept-data';
import { OfflineNotice } from './offline-notice';
import { UpdateOffer } from './update-offer';
import { registerWorker, waitingWorkerAtom } from './worker';

/**
 * The installed app's parts, loaded once the first page has settled: the worker, the copy of the user's data kept
 * for use without signal, and the notices about installing, updating and being offline.
 */
export function PwaLayer() {
  const queryClient = useQueryClient();
  const setWaiting = useSetAtom(waitingWorkerAtom);
  useEffect(() => {
    void registerWorker(setWaiting);
    keepData(queryClient);
  }, [queryClient, setWaiting]);
  return (
    <>
      <OfflineNotice />
      <UpdateOffer />
      <InstallOffer />
    </>
  );
}
