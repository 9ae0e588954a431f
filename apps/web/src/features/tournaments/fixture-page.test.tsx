import type { RoundsDto } from '@cancha/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ViewerArea } from '@/lib/area';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { FixturePage } from './fixture-page';

// A fixture with no rounds yet: the organiser, who can press 'Generar fixture' right above, is told to generate it;
// the players, and the organiser while the teams are incomplete, are told to come back once it is drawn.

const empty: RoundsDto = {
  tournamentId: 'tournament-1',
  tournamentName: 'Liga de Primavera',
  tournamentLogo: null,
  tournamentImage: null,
  isPublic: true,
  type: 'LEAGUE',
  status: 'OPEN',
  isOwner: true,
  rounds: [],
  roundsCompleted: true,
  remainingTeams: 6,
  next: { ok: true, needsChoice: false },
  championTeamId: null,
};

/** The page inside a router for its links; the answers of the icon bar never come. */
function renderPage(area: ViewerArea, rounds: RoundsDto) {
  fakeTrpc({
    fixtures: { rounds: () => rounds },
    tournaments: { byId: () => new Promise(() => {}) },
    teams: { mine: () => new Promise(() => {}) },
    chat: { status: () => new Promise(() => {}) },
  });
  return renderInRouter(
    <FixturePage tournamentId="tournament-1" area={area} view={undefined} onViewChange={() => {}} />,
  );
}

describe('an empty fixture', () => {
  it('tells the organiser to generate it, next to the button that does', async () => {
    renderPage('creator', empty);
    expect(await screen.findByText('Todavía no hay partidos: genera el fixture para crearlos.')).toBeTruthy();
    expect(screen.getByTestId('generate-round').textContent).toBe('Generar fixture');
    expect(screen.queryByText(/Vuelve pronto/)).toBeNull();
  });

  it('keeps the waiting sentence for the organiser while the teams are not complete', async () => {
    renderPage('creator', { ...empty, next: { ok: false, reason: 'NOT_ENOUGH_TEAMS' } });
    expect(await screen.findByText(/se generarán automáticamente\. ¡Vuelve pronto!/)).toBeTruthy();
  });

  it('tells a player to come back once the teams are complete', async () => {
    renderPage('player', { ...empty, isOwner: false });
    expect(await screen.findByText(/se generarán automáticamente\. ¡Vuelve pronto!/)).toBeTruthy();
    expect(screen.queryByTestId('generate-round')).toBeNull();
  });
});
