import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { MatchWhere, mapsUrl } from './match-where';

// Where the player's next match is (issue 42): the place, the way there, and the match for the calendar.

const pitch = { name: 'Predio Norte · Cancha A', address: 'Bv. Oroño 1200, Rosario', lat: null, lng: null };

describe('where a match is played', () => {
  it('searches the maps by point when known, else by the place and its address', () => {
    expect(mapsUrl({ ...pitch, lat: -32.95, lng: -60.65 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=-32.95%2C-60.65',
    );
    expect(mapsUrl(pitch)).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('Predio Norte · Cancha A, Bv. Oroño 1200, Rosario')}`,
    );
  });

  it('names the tournament, the pitch and its address, with the way there and the calendar', () => {
    renderWithApp(<MatchWhere matchId="m1" tournamentName="Copa Barrial" place={pitch} dated />);
    const where = screen.getByTestId('match-where');
    expect(where.textContent).toContain('Copa Barrial');
    expect(where.textContent).toContain('Bv. Oroño 1200, Rosario');
    expect(screen.getByRole('link', { name: 'Cómo llegar' }).getAttribute('href')).toBe(mapsUrl(pitch));
    expect(screen.getByRole('link', { name: 'Agregar al calendario' }).getAttribute('href')).toBe(
      '/api/v1/soccer-match/m1/calendar.ics',
    );
  });

  it('offers no calendar for a match without a date', () => {
    renderWithApp(<MatchWhere matchId="m1" place={pitch} dated={false} />);
    expect(screen.queryByRole('link', { name: 'Agregar al calendario' })).toBeNull();
  });
});
