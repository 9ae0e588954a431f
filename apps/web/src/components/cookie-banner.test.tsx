import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { CookieBanner } from './cookie-banner';
import { cookieBannerClasses } from './cookie-banner-markup';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogTitle } from './ui/dialog';

// The cookie banner never covers an open dialog's bottom (issue item 16: it hid the chat's input): while a dialog
// is open the banner goes behind its overlay (z-40 under the overlay's z-50), and comes back in front after.

/** What the banner's "behind an open dialog" rule selects, as the stylesheet has it. */
const BEHIND_DIALOG = ':root:has([data-slot=dialog-content])';

function ChatLike() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Abrir chat</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel="Cerrar chat">
          <DialogTitle>Chat del torneo</DialogTitle>
          <textarea aria-label="Mensaje" />
        </DialogContent>
      </Dialog>
      <CookieBanner />
    </>
  );
}

describe('the cookie banner and an open dialog', () => {
  it('goes behind an open dialog, and back in front once it closes', async () => {
    const { user } = renderInRouter(<ChatLike />);
    const banner = (await screen.findByRole('heading', { name: 'Usamos cookies' })).closest('section')!;
    expect(banner.className).toContain(`[${BEHIND_DIALOG.replace(' ', '_')}_&]:z-40`);
    expect(cookieBannerClasses.section).toContain('z-[110]');
    expect(document.querySelector(`${BEHIND_DIALOG} section`)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Abrir chat' }));
    await screen.findByRole('dialog', { name: 'Chat del torneo' });
    expect(document.querySelector(`${BEHIND_DIALOG} section`)).toBe(banner);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector(`${BEHIND_DIALOG} section`)).toBeNull();
  });
});
