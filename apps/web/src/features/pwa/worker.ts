import { atom } from 'jotai';

// The service worker's registration (docs/decisions/016-follow-and-share.md). Production builds only: the
// development server has no /sw.js.

/** A new build's worker, installed and waiting for the user to agree to reload (update-offer.tsx). */
export const waitingWorkerAtom = atom<ServiceWorker | null>(null);

export async function registerWorker(onWaiting: (worker: ServiceWorker) => void): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js').catch(() => null);
  if (!registration) return;
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const ready = () => {
      // The first worker takes over without asking; only a replacement waits.
      if (worker.state === 'installed' && navigator.serviceWorker.controller) onWaiting(worker);
    };
    ready();
    worker.addEventListener('statechange', ready);
  };
  watch(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
}

/** Lets the waiting worker take over, and reloads once it has, so the page runs the new build's code. */
export function activateWaiting(worker: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
