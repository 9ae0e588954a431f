import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { InstallOffer } from './install-offer';
import { forgetInstallPrompt, listenForInstallPrompt } from './install-prompt';

// The offer to install Cancha (issue 42) speaks as the rest of the app does, with «tú» ('Toca…', 'elige…'),
// not with «vos» ('Tocá…', 'elegí…', 'Tené…').

const VOSEO = /(?<!\p{L})(tené|tocá|elegí|podés|instalá|recargá|probá)(?!\p{L})/iu;

beforeEach(() => {
  // A second visit, after more than half an hour: the offer is made.
  window.localStorage.clear();
  window.localStorage.setItem('cancha.visits', JSON.stringify({ count: 1, last: 0 }));
});
afterEach(() => {
  forgetInstallPrompt();
  window.localStorage.clear();
});

describe('the install offer', () => {
  it("offers the browser's own install with «tú»", async () => {
    listenForInstallPrompt();
    window.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: async () => {} }));
    renderWithApp(<InstallOffer />);
    const offer = await screen.findByTestId('install-offer');
    expect(offer.textContent).toContain('Ten Cancha en tu teléfono');
    expect(offer.textContent).toContain('Instalar');
    expect(offer.textContent).not.toMatch(VOSEO);
  });

  it('tells an iPhone how to add it to the home screen with «tú»', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
    );
    renderWithApp(<InstallOffer />);
    const offer = await screen.findByTestId('install-offer');
    expect(offer.textContent).toContain('Toca el botón Compartir de Safari y elige «Agregar a inicio»');
    expect(offer.textContent).not.toMatch(VOSEO);
  });
});
