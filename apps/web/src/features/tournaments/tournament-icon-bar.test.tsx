import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UpcomingMatches } from '@/features/standings/upcoming-matches';
import type { ViewerArea } from '@/lib/area';
import { tournamentDetail } from '@/testing/fixtures';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { TournamentIconBar } from './tournament-icon-bar';

// A tournament's own page (issue 42): the icon bar names it 'Resumen', what it is (its standings, next matches and
// data), not 'Torneos', the list of all tournaments; its next matches are 'Próximos partidos', accented.

function renderPage(area: ViewerArea) {
  fakeTrpc({
    tournaments: { byId: () => tournamentDetail({ id: 'tournament-1' }) },
    chat: { status: () => new Promise(() => {}) },
  });
  return renderInRouter(
    <>
      <TournamentIconBar
        tournamentId="tournament-1"
        current="tournament"
        showRequests={false}
        variant={area === 'creator' ? 'creator' : 'player'}
      />
      <UpcomingMatches matches={[]} area={area} tournamentId="tournament-1" />
    </>,
  );
}

describe("a tournament's page", () => {
  it.each(['creator', 'player'] as const)('is named Resumen in the %s icon bar', async (area) => {
    renderPage(area);
    const bar = await screen.findByRole('navigation', { name: 'Secciones del torneo' });
    const current = within(bar).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Resumen');
    expect(within(bar).queryByText('Torneos')).toBeNull();
  });

  it("lists its next matches under 'Próximos partidos'", async () => {
    renderPage('player');
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Próximos partidos');
  });
});
