import type { ErrorCode, TextDescriptor } from '@cancha/shared';
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';

// The sentence of each application error code (ERROR_MESSAGES, 80-odd Spanish sentences) is its own chunk, kept off
// every page's first load. The tRPC client waits for it before it hands a failure on (lib/trpc.ts), and it is
// fetched once the page has settled, so a screen that words an error always finds it here.

let table: Record<ErrorCode, TextDescriptor> | null = null;
let loading: Promise<void> | null = null;

/** Loads the table once; later calls share the same download. A failed download may be tried again. */
export function loadErrorTexts(): Promise<void> {
  loading ??= import('@cancha/shared/texts/errors').then(
    (m) => {
      table = m.ERROR_MESSAGES;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The code's sentence, once the table is here. */
export function errorText(code: ErrorCode): TextDescriptor | null {
  return table?.[code] ?? null;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadErrorTexts().then(
    () => listener(),
    () => undefined,
  );
  return () => listeners.delete(listener);
}

/**
 * For a screen that words a code itself (a check made in the browser, a code in the address): the code's sentence,
 * empty until the table has arrived, and drawn again when it has.
 */
export function useErrorSentence(): (code: ErrorCode) => string {
  const { i18n } = useLingui();
  const loaded = useSyncExternalStore(subscribe, () => table);
  return (code) => {
    const text = loaded?.[code];
    return text ? i18n._(text) : '';
  };
}
