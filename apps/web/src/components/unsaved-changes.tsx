import { Trans } from '@lingui/react/macro';
import { TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from './ui/button';

// A dialog with a form must not lose what was typed to a stray Escape or a tap beside it
// (docs/product/forms.md#unsaved-changes). While it holds unsaved input, those ask first; the dialog's own
// 'Cancelar' and X still close it, as asked.

/**
 * `const guard = useUnsavedChangesGuard(dirty)`: spread `guard.contentProps` on the DialogContent, and draw
 * `<DiscardChangesPrompt …/>` while `guard.asking`.
 */
export function useUnsavedChangesGuard(unsaved: boolean) {
  const [asking, setAsking] = useState(false);
  const ask = (event: Event) => {
    if (!unsaved) return;
    event.preventDefault();
    setAsking(true);
  };
  return {
    asking: unsaved && asking,
    keepEditing: () => setAsking(false),
    contentProps: {
      onEscapeKeyDown: ask,
      onPointerDownOutside: ask,
      // Focus wandering out (to a toast, say) never closes a dialog with unsaved input.
      onFocusOutside: (event: Event) => {
        if (unsaved) event.preventDefault();
      },
    },
  };
}

/** The question, inside the dialog and always in sight at its bottom: keep editing (focused) or discard. */
export function DiscardChangesPrompt({
  onKeepEditing,
  onDiscard,
}: {
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  return (
    <div
      role="alert"
      data-testid="discard-changes"
      className="sticky bottom-0 z-10 grid gap-3 rounded-lg border bg-background p-3 shadow-md"
    >
      <p className="flex items-center gap-2 font-medium text-sm">
        <TriangleAlertIcon className="size-4 shrink-0 text-destructive" aria-hidden />
        <Trans>Tienes cambios sin guardar. ¿Quieres descartarlos?</Trans>
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="destructive" onClick={onDiscard}>
          <Trans>Descartar cambios</Trans>
        </Button>
        {/* Focused: the question was just asked, and keeping the work is the safe answer. */}
        <Button type="button" variant="outline" autoFocus onClick={onKeepEditing}>
          <Trans>Seguir editando</Trans>
        </Button>
      </div>
    </div>
  );
}
