import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tournamentDetail } from '@/testing/fixtures';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { MatchDayPage } from './match-day-page';

// The match-day page (issue item 16): its title comes first, the tournament's sections (the icon bar the route
// brings) under it, as on the tournament's other pages.

const sections = <nav aria-label="Secciones del torneo">Resumen · Fixture · Programar</nav>;

const follows = (first: Element, second: Element) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('the match-day page', () => {
  it('puts its title above the tournament sections', async () => {
    fakeTrpc({
      tournaments: { byId: () => tournamentDetail({ id: 'tournament-1' }) },
      matchDay: {
        venues: () => [],
        referees: () => [],
        board: () => new Promise(() => {}),
      },
    });
    renderInRouter(<MatchDayPage tournamentId="tournament-1" sections={sections} />);
    const title = await screen.findByRole('heading', { level: 1, name: 'Copa Barrial' });
    const bar = screen.getByRole('navigation', { name: 'Secciones del torneo' });
    expect(follows(title, bar)).toBe(true);
    expect(follows(bar, screen.getByRole('button', { name: 'Programar partidos' }))).toBe(true);
  });

  it('keeps the sections in place while the tournament loads', async () => {
    fakeTrpc({
      tournaments: { byId: () => new Promise(() => {}) },
      matchDay: { venues: () => new Promise(() => {}) },
    });
    renderInRouter(<MatchDayPage tournamentId="tournament-1" sections={sections} />);
    expect(await screen.findByRole('navigation', { name: 'Secciones del torneo' })).toBeTruthy();
  });
});
