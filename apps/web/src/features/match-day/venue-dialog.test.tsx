import type { VenueDto } from '@cancha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { VenueDialog } from './venue-dialog';

// The venue dialog (issue item 16): what was typed survives a stray Escape or a tap beside it, and the hours keep
// room for 'HH:mm'.

const venue: VenueDto = {
  id: 'venue-1',
  name: 'Club Atlético',
  address: 'Av. Colón 1200, Córdoba',
  lat: null,
  lng: null,
  pitches: [
    {
      id: 'pitch-1',
      venueId: 'venue-1',
      name: 'Cancha 1',
      bookings: [{ day: 'SATURDAY', from: '18:00', to: '20:00' }],
    },
  ],
};

function open(onClose = vi.fn()) {
  fakeTrpc({ places: { search: () => [] } });
  const view = renderWithApp(<VenueDialog venue={venue} onClose={onClose} onSaved={() => {}} />);
  const dialog = screen.getByRole('dialog', { name: 'Editar sede' });
  return { ...view, dialog, onClose };
}

const pressEscape = (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' });

describe('the venue dialog', () => {
  it('closes with Escape while nothing was changed', () => {
    const { dialog, onClose } = open();
    pressEscape(dialog);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('asks before Escape throws away what was typed, and keeps it when the user goes on editing', async () => {
    const { dialog, onClose, user } = open();
    const name = within(dialog).getByLabelText('Nombre de la sede') as HTMLInputElement;
    await user.clear(name);
    await user.type(name, 'Club Belgrano');

    pressEscape(dialog);
    expect(onClose).not.toHaveBeenCalled();
    const prompt = within(dialog).getByRole('alert');
    expect(prompt.textContent).toContain('Tienes cambios sin guardar. ¿Quieres descartarlos?');
    // The safe answer has the focus: Enter keeps the work.
    expect(document.activeElement?.textContent).toBe('Seguir editando');

    await user.click(within(prompt).getByRole('button', { name: 'Seguir editando' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(name.value).toBe('Club Belgrano');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes once the user chooses to discard', async () => {
    const { dialog, onClose, user } = open();
    await user.type(within(dialog).getByLabelText('Nombre de la sede'), ' Norte');
    pressEscape(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Descartar cambios' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("closes without asking once a change is undone, and by its own 'Cancelar' at any time", async () => {
    const { dialog, onClose, user } = open();
    const name = within(dialog).getByLabelText('Nombre de la sede');
    await user.type(name, 'x');
    await user.type(name, '{Backspace}');
    pressEscape(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(name, ' Norte');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("keeps room in the time inputs for 'HH:mm' and the browser's clock", () => {
    const { dialog } = open();
    for (const label of ['Desde', 'Hasta']) {
      const input = within(dialog).getByLabelText(label) as HTMLInputElement;
      expect(input.type).toBe('time');
      expect(input.className).toContain('min-w-28');
    }
    expect(within(dialog).getByTestId('booking-hours').className).toContain('minmax(7rem,1fr)');
  });
});
