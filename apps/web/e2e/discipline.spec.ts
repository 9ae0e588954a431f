import { expect, expectNoSidewaysScroll, ok, test } from './fixtures';
import { knockoutWithTeams } from './tournament-setup';

interface Match {
  id: string;
  roundId: string;
  teamOneId: string;
  teamTwoId: string | null;
  status: string;
}
interface Detail {
  teamOneId: string;
  teamOnePlayers: { userId: string; fullname: string | null }[];
  teamTwoPlayers: { userId: string; fullname: string | null }[];
}

// Suspensions from cards (docs/decisions/013#discipline) on a phone: a captain booked in two matches is suspended
// for the next, the match screen says so, and the creator lifts the suspension on appeal with a reason.
test('a player booked twice is suspended for the next match, and the creator lifts it on appeal', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { creator, tournamentId, teams } = await knockoutWithTeams(browser, baseURL!, 3, [], {
    type: 'TWO_LEGGED_LEAGUE',
    totalTeams: 3,
    discipline: { yellowCardsForSuspension: 2, suspensionMatchesForRed: 1 },
  });
  const o = creator.page;
  const api = creator.context.request;
  await ok(api.post(`/api/v1/match/${tournamentId}/generate-round`, { data: {} }));
  const { rounds } = await ok<{ rounds: { matches: Match[] }[] }>(api.get(`/api/v1/rounds/${tournamentId}`));
  const team = teams[0]!;
  const own = rounds
    .flatMap((r) => r.matches)
    .filter((m) => m.teamTwoId !== null && (m.teamOneId === team.id || m.teamTwoId === team.id));

  // The captain (Capi0) is booked in the team's first two matches, which are then finished.
  let captainId = '';
  for (const m of own.slice(0, 2)) {
    const { data } = await ok<{ data: Detail }>(api.get(`/api/v1/soccer-match/${m.id}/matchs`));
    const squad = data.teamOneId === team.id ? data.teamOnePlayers : data.teamTwoPlayers;
    captainId = squad.find((p) => p.fullname === 'Capi0')!.userId;
    await ok(
      api.post('/api/v1/match-events', {
        data: { matchId: m.id, teamId: team.id, playerId: captainId, type: 'YELLOW_CARD', minute: 20 },
      }),
    );
    await ok(api.put(`/api/v1/soccer-match/${m.id}`, { data: { status: 'COMPLETED' } }));
  }

  // The next match's screen names the suspended player.
  const next = own[2]!;
  await o.goto(`/tournament-creator/fixture/match-detail/${next.roundId}?matchId=${next.id}`);
  await expect(o.getByTestId('suspended-players')).toContainText('Capi0');
  await expectNoSidewaysScroll(o);

  // The creator finds it among the tournament's tables and lifts it on appeal.
  await o.goto(`/tournament-creator/tournament?tournamentId=${tournamentId}`);
  const tables = o.getByTestId('tournament-tables');
  await tables.getByRole('button', { name: 'Tarjetas y suspensiones' }).click();
  await expect(tables.getByTestId('discipline-rules')).toContainText(
    'Cada 2 amarillas acumuladas: 1 partido.',
  );
  const suspension = tables.getByTestId('suspension');
  await expect(suspension).toContainText('Capi0');
  await expect(suspension).toContainText('Acumulación de amarillas');
  await suspension.getByRole('button', { name: 'Levantar' }).click();
  const dialog = o.getByRole('dialog', { name: /Levantar la suspensión de Capi0/ });
  await dialog.getByLabel('Motivo').fill('Apelación aceptada: la segunda amarilla era de otro jugador');
  await dialog.getByRole('button', { name: 'Levantar suspensión' }).click();
  await expect(o.getByText(/Suspensión levantada: Capi0/)).toBeVisible();
  await expect(suspension.getByTestId('suspension-lifted')).toContainText('Apelación aceptada');
  await expectNoSidewaysScroll(o);

  // The match no longer holds them out: their goal is taken.
  await ok(
    api.post('/api/v1/match-events', {
      data: { matchId: next.id, teamId: team.id, playerId: captainId, type: 'GOAL', minute: 5 },
    }),
  );
  await tables.getByRole('button', { name: 'Goleadores' }).click();
  await expect(tables.getByTestId('scorers-table')).toHaveCount(0);
  await expect(tables.getByText('Todavía no hay goles con autor en partidos finalizados.')).toBeVisible();
});
