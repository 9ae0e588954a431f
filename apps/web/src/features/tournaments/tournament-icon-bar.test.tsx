import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('the icon bar on a phone (issue item 16: labels cut to "Progra…", "Solicit…")', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function renderCreatorBar() {
    fakeTrpc({
      tournaments: { byId: () => tournamentDetail({ id: 'tournament-1', type: 'GROUPS_KNOCKOUT' }) },
      chat: { status: () => ({ canRead: true, canWrite: true, unread: 0 }) },
    });
    return renderInRouter(<TournamentIconBar tournamentId="tournament-1" current="requests" showRequests />);
  }

  it('never cuts a label: each item is as wide as its label, and the bar scrolls sideways instead', async () => {
    renderCreatorBar();
    const bar = await screen.findByRole('navigation', { name: 'Secciones del torneo' });
    await within(bar).findByText('Grupos');
    const list = within(bar).getByRole('list');
    expect(list.className).toContain('overflow-x-auto');
    for (const label of ['Resumen', 'Fixture', 'Grupos', 'Programar', 'Chat', 'Solicitudes']) {
      const text = within(bar).getByText(label);
      expect(text.className).toContain('whitespace-nowrap');
      expect(text.className).not.toContain('truncate');
      expect(text.closest('li')?.className).toContain('min-w-max');
    }
  });

  it('brings the current item into sight when it lies past the edge', async () => {
    // A 350 px bar whose items are 80 px wide, one after another.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(350);
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(80);
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      const items = Array.from(this.parentElement?.children ?? []);
      return this.tagName === 'LI' ? items.indexOf(this) * 84 : 0;
    });
    renderCreatorBar();
    const bar = await screen.findByRole('navigation', { name: 'Secciones del torneo' });
    const list = within(bar).getByRole('list');
    const current = within(bar).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Solicitudes');
    // 'Solicitudes' is the last of six: it ends at 5 × 84 + 80 = 500 px, so 150 px are scrolled.
    await within(bar).findByText('Grupos');
    await waitFor(() => expect(list.scrollLeft).toBe(150));
  });
});

describe("'Caja' in the icon bar (docs/decisions/026)", () => {
  function renderBar(variant: 'creator' | 'player', overrides: Parameters<typeof tournamentDetail>[0]) {
    fakeTrpc({
      tournaments: { byId: () => tournamentDetail({ id: 'tournament-1', ...overrides }) },
      chat: { status: () => ({ canRead: true, canWrite: true, unread: 0 }) },
    });
    return renderInRouter(
      <TournamentIconBar
        tournamentId="tournament-1"
        current="tournament"
        showRequests={false}
        variant={variant}
      />,
    );
  }

  it.each([
    ['creator', { isOwner: true }, true],
    ['creator', { isOwner: false }, false],
    ['player', { isOwner: false, myRegistrationState: 'APPROVED' }, true],
    ['player', { isOwner: false, myRegistrationState: 'NONE' }, false],
  ] as const)('in the %s variant of %o: %s', async (variant, overrides, shown) => {
    renderBar(variant, overrides);
    const bar = await screen.findByRole('navigation', { name: 'Secciones del torneo' });
    // The bar draws the tournament's own items once it has read it.
    await waitFor(() => expect(within(bar).queryByText('Caja') !== null).toBe(shown));
    if (shown) {
      expect(within(bar).getByRole('link', { name: 'Caja' }).getAttribute('href')).toBe(
        variant === 'creator'
          ? '/tournament-creator/tournament/ledger?tournamentId=tournament-1'
          : '/player/tournaments-arena/tournament/ledger?tournamentId=tournament-1',
      );
    }
  });
});
