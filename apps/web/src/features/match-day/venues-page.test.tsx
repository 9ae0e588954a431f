import type { PitchDto, VenueDto } from '@cancha/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { VenuesPage } from './venues-page';

// A pitch's rented hours are counted as Spanish counts them (issue 42): '1 turno', not '1 turnos'.

const booking = { day: 'SATURDAY', from: '18:00', to: '20:00' } as const;

const pitch = (name: string, bookings: number): PitchDto => ({
  id: name,
  venueId: 'venue-1',
  name,
  bookings: Array.from({ length: bookings }, () => booking),
});

const venue: VenueDto = {
  id: 'venue-1',
  name: 'Club Atlético',
  address: 'Av. Colón 1200, Córdoba',
  lat: null,
  lng: null,
  pitches: [pitch('Cancha 1', 1), pitch('Cancha 2', 3), pitch('Cancha 3', 0)],
};

describe('the venues page', () => {
  it("counts each pitch's rented hours, one as one", async () => {
    fakeTrpc({ matchDay: { venues: () => [venue] } });
    renderInRouter(<VenuesPage />);
    await screen.findByTestId('venue');
    const pitches = screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('Cancha'));
    expect(pitches.map((li) => li.textContent)).toEqual([
      'Cancha 1 · 1 turno',
      'Cancha 2 · 3 turnos',
      'Cancha 3',
    ]);
  });
});
