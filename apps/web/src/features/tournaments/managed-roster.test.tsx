import type { TeamDto, TeamInvitationDto, TeamPlayerDto } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { ManagedRoster } from './managed-roster';

// 'Plantel' of a team the organiser runs (docs/decisions/025): who has no account yet, who was asked to claim their
// line, the pending hand-over, and taking someone off.

const player = (
  id: string,
  fullname: string,
  shirtNumber: number | null,
  rosterOnly = true,
): TeamPlayerDto => ({
  id,
  userId: `u-${id}`,
  teamId: 'team-1',
  role: 'PLAYER',
  position: null,
  shirtNumber,
  abbreviatedName: null,
  user: { fullname, lastname: null, avatar: null, username: null, email: null, rosterOnly },
});

const team = (players: TeamPlayerDto[]): TeamDto => ({
  id: 'team-1',
  name: 'Los Halcones',
  logo: null,
  imageTeam: null,
  location: 'Córdoba',
  lat: null,
  lng: null,
  gender: 'MALE',
  genderTeam: 'MALE',
  statistics: { won: 0, drawn: 0, lost: 0 },
  players,
  myRole: null,
  managedById: 'organiser-1',
  createdAt: '2026-01-01T00:00:00.000Z',
});

const invitation = (overrides: Partial<TeamInvitationDto>): TeamInvitationDto => ({
  id: 'inv-1',
  teamId: 'team-1',
  playerId: null,
  email: 'juan@mail.com',
  position: null,
  role: 'PLAYER',
  roster: null,
  status: 'PENDING',
  responseInvitation: 'PENDING',
  team: { name: 'Los Halcones', logo: null },
  invitedBy: { fullname: 'Olga', lastname: null },
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('the roster of a team the organiser runs', () => {
  it('marks who has no account or was asked to claim, lists the pending hand-over, and takes a player off', async () => {
    const juan = player('p1', 'Juan Pérez', 10);
    const ana = player('p2', 'Ana Gómez', 7);
    const api = fakeTrpc({
      roster: {
        invitations: () => [
          invitation({ id: 'inv-1', roster: { userId: 'u-p1', name: 'Juan Pérez', shirtNumber: 10 } }),
          invitation({ id: 'inv-2', role: 'CAPTAIN', email: 'ana@x.com' }),
        ],
        removePlayer: () => team([juan]),
      },
    });
    const { user } = renderWithApp(<ManagedRoster team={team([juan, ana])} tournamentId="tournament-1" />);
    const list = screen.getByRole('list', { name: 'Jugadores del plantel' });
    expect(await within(list).findByText('Invitado a reclamar')).toBeTruthy();
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    // By shirt number.
    expect(rows[0]).toContain('Ana Gómez');
    expect(rows[0]).toContain('Sin cuenta');
    expect(rows[1]).toContain('Juan Pérez');
    expect(rows[1]).toContain('Invitado a reclamar');
    expect(screen.getByText('Esperando a ana@x.com')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Quitar a Ana Gómez' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Quitar a Ana Gómez del plantel?' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar' }));
    expect(await screen.findByText('Ana Gómez ya no está en el plantel.')).toBeTruthy();
    expect(api.inputsOf('roster.removePlayer')).toEqual([{ teamId: 'team-1', playerId: 'p2' }]);
  });

  it('fixes a typed name and number, and says so under the field when the number is worn', async () => {
    const juan = player('p1', 'Jaun Perez', 10);
    const ana = player('p2', 'Ana Gómez', 7);
    let calls = 0;
    const api = fakeTrpc({
      roster: {
        invitations: () => [],
        updatePlayer: () => {
          calls += 1;
          if (calls === 1) throw refusal('SHIRT_NUMBER_TAKEN');
          return team([{ ...juan, shirtNumber: 9, user: { ...juan.user, fullname: 'Juan Pérez' } }, ana]);
        },
      },
    });
    const { user } = renderWithApp(<ManagedRoster team={team([juan, ana])} tournamentId="tournament-1" />);
    await user.click(screen.getByRole('button', { name: 'Editar a Jaun Perez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar a Jaun Perez' });
    const name = within(dialog).getByLabelText('Nombre');
    await user.clear(name);
    await user.type(name, 'Juan Pérez');
    const number = within(dialog).getByLabelText('Número');
    await user.clear(number);
    await user.type(number, '7');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Ese número de camiseta ya lo usa otro jugador del equipo.'),
    ).toBeTruthy();
    await user.clear(number);
    await user.type(number, '9');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plantel actualizado.')).toBeTruthy();
    expect(api.inputsOf('roster.updatePlayer')).toEqual([
      { teamId: 'team-1', playerId: 'p1', name: 'Juan Pérez', shirtNumber: 7 },
      { teamId: 'team-1', playerId: 'p1', name: 'Juan Pérez', shirtNumber: 9 },
    ]);
  });

  it('asks for the roster when the team has no players', async () => {
    fakeTrpc({ roster: { invitations: () => [] } });
    renderWithApp(<ManagedRoster team={team([])} tournamentId="tournament-1" />);
    expect(screen.getByText('Este equipo todavía no tiene jugadores.').parentElement?.textContent).toContain(
      'Pega el plantel para poder cargar goles y tarjetas.',
    );
    expect(screen.getAllByRole('button', { name: 'Pegar plantel' })).toHaveLength(1);
  });
});
