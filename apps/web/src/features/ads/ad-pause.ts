import type { QueryClient } from '@tanstack/react-query';

// When the video ad may interrupt (issue 22 item 11): never over an open dialog or a form with unsaved input. A
// player gets it once the page they came for has settled, at such a pause; a creator only at a natural pause in
// their work, right after something was saved.

/** The page, as far as the ad needs to know it. */
export interface PageState {
  /** A dialog (or alert dialog) is open. */
  dialogOpen: boolean;
  /** Something was typed in a form since it was last submitted. */
  unsavedInput: boolean;
}

export function isNaturalPause(page: PageState): boolean {
  return !page.dialogOpen && !page.unsavedInput;
}

let typedSinceSubmit = false;
let watching = false;

/** Starts noticing typing in forms and their submits, once for the page. */
function watchForms(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener(
    'input',
    (event) => {
      if ((event.target as Element | null)?.closest?.('form')) typedSinceSubmit = true;
    },
    true,
  );
  document.addEventListener(
    'submit',
    () => {
      typedSinceSubmit = false;
    },
    true,
  );
}

/** What the page shows now: an open dialog, typing not yet submitted. */
export function currentPage(): PageState {
  watchForms();
  return {
    dialogOpen: document.querySelector('[role="dialog"], [role="alertdialog"]') !== null,
    unsavedInput: typedSinceSubmit,
  };
}

/** A form left without saving (the user went to another page) no longer holds anything back. */
export function forgetUnsavedInput(): void {
  typedSinceSubmit = false;
}

/** Calls `saved` after each change the server accepted (any successful mutation); returns the unsubscribe. */
export function onSaved(queryClient: QueryClient, saved: () => void): () => void {
  return queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') saved();
  });
}
