import { Trans, useLingui } from '@lingui/react/macro';
import { Share2Icon } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { uiLocaleOf } from '@/lib/locale';
import { useToast } from '@/lib/toast';
import { Spinner } from './spinner';
import { Button } from './ui/button';

export interface ShareTarget {
  /** The server's picture of it: /api/v1/share/… (docs/decisions/016-follow-and-share.md). */
  image: string;
  /** What goes with the picture in the chat: the result, the table's name… */
  text: string;
  /** The page to open, when others can open it (a public tournament's). */
  link: string | null;
  fileName: string;
}

const canShareFiles = (file: File) =>
  typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });

/**
 * 'Compartir': the phone's share sheet with the picture (WhatsApp, Instagram…), or WhatsApp with the text and link
 * where a browser cannot share files.
 */
export function ShareButton({
  target,
  size,
  className,
}: {
  target: ShareTarget;
  size?: 'sm';
  className?: string;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const message = target.link ? `${target.text}\n${target.link}` : target.text;

  const share = async () => {
    setBusy(true);
    try {
      const response = await fetch(`${target.image}?size=square&locale=${uiLocaleOf(i18n.locale)}`, {
        credentials: 'include',
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const file = new File([await response.blob()], target.fileName, { type: 'image/png' });
      if (canShareFiles(file)) await navigator.share({ files: [file], text: message });
      else window.open(`https://wa.me/?text=${encodeURIComponent(message)}`, '_blank', 'noopener');
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if ((error as Error).name !== 'AbortError') toast.error(errorMessage(i18n, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outline"
      size={size}
      needsServer
      disabled={busy}
      onClick={() => void share()}
      className={className}
      data-testid="share-button"
    >
      {busy ? <Spinner /> : <Share2Icon aria-hidden />}
      <Trans>Compartir</Trans>
    </Button>
  );
}

/** A public tournament's page, which anyone who gets the link can open; null for a private one. */
export function publicTournamentLink(tournamentId: string, isPublic: boolean): string | null {
  return isPublic
    ? `${window.location.origin}/explore-tournaments/${encodeURIComponent(tournamentId)}`
    : null;
}
