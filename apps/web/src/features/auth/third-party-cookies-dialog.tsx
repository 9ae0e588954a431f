import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

const SHOWN_KEY = 'thirdPartyCookiesNoticeShown';

/**
 * docs/product/accounts.md#sign-in — if login fails right after registering, a dialog tells the user to
 * enable third-party cookies; it appears once per browser. Returns whether it may be shown now, and marks it
 * as shown.
 */
export function claimThirdPartyCookiesNotice(): boolean {
  try {
    if (localStorage.getItem(SHOWN_KEY)) return false;
    localStorage.setItem(SHOWN_KEY, 'true');
    return true;
  } catch {
    return false;
  }
}

export function ThirdPartyCookiesDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>¿No puedes iniciar sesión?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Si acabas de registrarte y no logras entrar, revisa que tu navegador permita las cookies de
              terceros (o las cookies de este sitio) y vuelve a intentarlo. Sin ellas no podemos mantener tu
              sesión abierta.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={() => onOpenChange(false)}>
            <Trans>Entendido</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
