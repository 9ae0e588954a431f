import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

// Whether the phone has signal, as the query cache sees it: the same switch that pauses its fetches and mutations.
// The browser only says so through events, so the state it starts in is read once here.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export { isOnline };
