import { choose, expect, newPlayer, ok, test } from './fixtures';

// An edit changes only what it names (docs/decisions/019): a tournament with every field set away from its
// default, edited in the form on one field, reads back the same on every other, in the page and through the API.

test('editing a tournament’s gender keeps its fees, privacy, prizes and every other field', async ({
  browser,
  baseURL,
}) => {
  const creator = await newPlayer(browser, baseURL!, { fullname: 'Edu', lastname: 'Edita', role: 'ADMIN' });
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const { tournament } = await ok<{ tournament: { id: string } }>(
    creator.context.request.post('/api/v1/tournaments', {
      data: {
        name: `Copa Completa ${Date.now().toString(36)}`,
        description: 'Cada campo lleno.',
        location: 'Córdoba, Argentina',
        category: 'VETERAN',
        tournamentGender: 'MIXED',
        typeFutbol: 7,
        type: 'LEAGUE',
        startDate: day(20),
        endDate: day(80),
        registrationDeadline: day(10),
        playingDays: ['SATURDAY', 'SUNDAY'],
        matchDuration: 60,
        totalTeams: 6,
        totalPlayers: 14,
        registrationFee: { amount: 25000, currency: 'ARS' },
        matchFee: { amount: 3000, currency: 'ARS' },
        prizes: 'Copa y medallas',
        invitationOnly: true,
        visibility: 'PRIVATE',
        breakMinutes: 15,
        maxMatchesPerTeamPerDay: 2,
      },
    }),
  );
  const read = async () =>
    (
      await ok<{ tournament: Record<string, unknown> }>(
        creator.context.request.get(`/api/v1/tournaments/${tournament.id}`),
      )
    ).tournament;
  const before = await read();

  const page = creator.page;
  await page.goto(`/tournament-creator/tournament?tournamentId=${tournament.id}`);
  await page.getByRole('button', { name: 'Editar torneo' }).click();
  const form = page.getByRole('dialog');
  await choose(page, /^Género/, 'Femenino');
  await form.getByRole('button', { name: /Guardar/ }).click();
  await expect(page.getByText('Torneo actualizado.')).toBeVisible();
  await expect(page.getByText('Sin costo')).toHaveCount(0);

  const after = await read();
  expect(after.tournamentGender).toBe('FEMALE');
  const rest = (t: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(t).filter(([k]) => !['tournamentGender', 'updatedAt'].includes(k)));
  expect(rest(after)).toEqual(rest(before));
});
