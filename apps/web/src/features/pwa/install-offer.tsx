import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { forgetInstallPrompt, installPrompt } from './install-prompt';
import { countVisit, markOffered, wasOffered } from './visits';

type Offer = 'prompt' | 'ios' | null;

const standalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
// Safari on iPhone and iPad has no install event: adding to the home screen is done from its share menu.
const iosSafari = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Which offer this visit makes: none before the second visit, none once made, none in the installed app. */
function decideOffer(): Offer {
  const kept = storage();
  if (!kept || standalone()) return null;
  const visits = countVisit(kept, Date.now());
  if (visits < 2 || wasOffered(kept)) return null;
  if (installPrompt()) return 'prompt';
  return iosSafari() ? 'ios' : null;
}

/** Installing Cancha, offered once after a second visit: the browser's own prompt, or how to on an iPhone. */
export function InstallOffer() {
  const [offer, setOffer] = useState<Offer>(null);
  useEffect(() => {
    const decided = decideOffer();
    if (decided) {
      const kept = storage();
      if (kept) markOffered(kept);
    }
    setOffer(decided);
  }, []);
  if (!offer) return null;
  const close = () => setOffer(null);
  const install = async () => {
    const prompt = installPrompt();
    close();
    if (!prompt) return;
    forgetInstallPrompt();
    await prompt.prompt().catch(() => undefined);
  };
  return (
    <aside
      data-testid="install-offer"
      aria-labelledby="install-offer-title"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto grid max-w-md gap-2 rounded-lg border bg-background p-4 text-sm shadow-lg"
    >
      <h2 id="install-offer-title" className="font-semibold">
        <Trans>Ten Cancha en tu teléfono</Trans>
      </h2>
      {offer === 'prompt' ? (
        <p>
          <Trans>
            Se abre como una app, sin barra del navegador, y muestra tus próximos partidos y las tablas aunque
            no haya señal en la cancha.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            Toca el botón Compartir de Safari y elige «Agregar a inicio»: Cancha se abre como una app y
            muestra tus partidos aunque no haya señal.
          </Trans>
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={close}>
          <Trans>Ahora no</Trans>
        </Button>
        {offer === 'prompt' ? (
          <Button size="sm" onClick={() => void install()}>
            <Trans>Instalar</Trans>
          </Button>
        ) : null}
      </div>
    </aside>
  );
}
