import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tournamentDetail } from '@/testing/fixtures';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { TournamentDetailsPage } from './tournament-details-page';

// A tournament's details for a player whose team is in (issue 42): 'Suscripto' is said once, by the panel that
// explains it, and the deadline is 'Cierre de inscripción', accented.

function renderPage() {
  return renderInRouter(<TournamentDetailsPage tournamentId="t1" />);
}

describe("a tournament's details for a team that is in", () => {
  it("says 'Suscripto' once, with what it means", async () => {
    fakeTrpc({
      tournaments: { byId: () => tournamentDetail({ isOwner: false, myRegistrationState: 'APPROVED' }) },
    });
    renderPage();
    const panel = await screen.findByTestId('join-panel');
    expect(panel.textContent).toContain('Suscripto');
    expect(panel.textContent).toContain('Tu equipo ya forma parte de este torneo.');
    expect(screen.getAllByText('Suscripto')).toHaveLength(1);
    expect(screen.getByText('Cierre de inscripción')).toBeTruthy();
    expect(screen.queryByText('Cierre de inscripcion')).toBeNull();
  });
});
