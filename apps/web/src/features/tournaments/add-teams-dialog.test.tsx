import type { TeamDto } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { AddTeamsDialog } from './add-teams-dialog';

// 'Agregar equipos por nombre' (docs/decisions/025): the organiser pastes team names, one per line; the count is
// measured against the places left and a name the tournament already has is named before sending.

const created = (name: string): TeamDto => ({
  id: `team-${name}`,
  name,
  logo: null,
  imageTeam: null,
  location: 'Córdoba',
  lat: null,
  lng: null,
  gender: 'MALE',
  genderTeam: 'MALE',
  statistics: { won: 0, drawn: 0, lost: 0 },
  players: [],
  myRole: null,
  managedById: 'organiser-1',
  createdAt: '2026-01-01T00:00:00.000Z',
});

function renderDialog(places: number, takenNames: string[] = []) {
  return renderWithApp(
    <AddTeamsDialog
      tournamentId="tournament-1"
      places={places}
      takenNames={takenNames}
      open
      onOpenChange={() => {}}
    />,
  );
}

const box = () => screen.getByRole('textbox', { name: 'Nombres de los equipos' });
const submit = () => screen.getByRole('button', { name: 'Agregar equipos' }) as HTMLButtonElement;
const summary = () => screen.getByTestId('add-teams-summary').textContent;

describe('adding teams by name', () => {
  it('counts the names against the places left and sends them', async () => {
    const api = fakeTrpc({
      roster: { addTeams: ({ names }) => names.map(created) },
      // The page's lists are refreshed after the answer; none is shown here.
    });
    const { user } = renderDialog(3);
    expect(screen.getByText(/tú gestionas cada uno/)).toBeTruthy();
    expect(summary()).toBe('0 equipos · quedan 3 lugares');
    expect(submit().disabled).toBe(true);

    await user.click(box());
    // Blank lines and a repeat (ignoring case) are dropped.
    await user.paste('Los Halcones\n\n  Deportivo   Sur \nlos halcones');
    expect(summary()).toBe('2 equipos · queda 1 lugar');
    await user.click(submit());

    expect(await screen.findByText('2 equipos agregados al torneo.')).toBeTruthy();
    expect(api.inputsOf('roster.addTeams')).toEqual([
      { tournamentId: 'tournament-1', names: ['Los Halcones', 'Deportivo Sur'], locale: 'es' },
    ]);
  });

  it('sends nothing when there are more names than places', async () => {
    const api = fakeTrpc({});
    const { user } = renderDialog(2);
    await user.click(box());
    await user.paste('Uno FC\nDos FC\nTres FC');
    expect(summary()).toBe('3 equipos, pero solo quedan 2 lugares.');
    expect(submit().disabled).toBe(true);
    await user.click(submit());
    expect(api.calls).toEqual([]);
  });

  it('names the invalid lines and the names the tournament already has', async () => {
    fakeTrpc({});
    const { user } = renderDialog(16, ['Los Halcones']);
    await user.click(box());
    await user.paste(`Deportivo Sur\nX\nLOS HALCONES\n${'A'.repeat(41)}`);
    const problems = within(screen.getByRole('list', { name: 'Líneas con problemas' }))
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(problems).toEqual([
      'Línea 2: el nombre debe tener de 2 a 40 caracteres',
      'Línea 3: ya hay un equipo con ese nombre en el torneo',
      'Línea 4: el nombre debe tener de 2 a 40 caracteres',
    ]);
    expect(summary()).toBe('1 equipo · quedan 15 lugares');
    expect(submit().disabled).toBe(true);
  });

  it('says why when the server refuses', async () => {
    fakeTrpc({
      roster: {
        addTeams: () => {
          throw refusal('TOURNAMENT_FULL');
        },
      },
    });
    const { user } = renderDialog(4);
    await user.click(box());
    await user.paste('Uno FC');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain('El torneo ya completó sus equipos.');
  });
});
