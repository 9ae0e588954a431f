import type { MatchDetailDto } from '@cancha/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { knockoutMatch } from '@/testing/fixtures';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { MatchDetailPage } from './match-detail-page';

// The match page's title and what 'Compartir' sends to WhatsApp: the match for third place is played in the
// final's round, but it is named 'Tercer puesto', never 'Final'.

const FINAL_ROUND: MatchDetailDto['round'] = {
  id: 'round-3',
  number: 3,
  kind: 'KNOCKOUT',
  stage: { kind: 'KNOCKOUT', teams: 2, final: true, number: 3 },
};

/** The page as a player opens it (no editors), inside a router for its links. */
function renderPage(match: MatchDetailDto) {
  fakeTrpc({
    matches: { byId: () => match },
    // The tournament's answer never comes: the schedule draws no map meanwhile.
    tournaments: { byId: () => new Promise(() => {}) },
  });
  return renderInRouter(<MatchDetailPage matchId={match.id} area="player" />);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the match page of a knock-out final round', () => {
  it("titles the match for third place 'Tercer puesto' and shares it so", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = renderPage(knockoutMatch({ round: FINAL_ROUND, thirdPlace: true, canManage: false }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tercer puesto' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: 'Final' })).toBeNull();

    // Where the browser cannot share the picture, WhatsApp opens with the text.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 })),
    );
    await user.click(screen.getByTestId('share-button'));
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    const text = decodeURIComponent(String(open.mock.calls[0]![0]).split('?text=')[1]!);
    expect(text).toContain('Copa de Invierno · Tercer puesto');
    expect(text).not.toContain('Final');
  });

  it("titles the final 'Final'", async () => {
    renderPage(knockoutMatch({ round: FINAL_ROUND, thirdPlace: false, canManage: false }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Final' })).toBeTruthy();
  });
});
