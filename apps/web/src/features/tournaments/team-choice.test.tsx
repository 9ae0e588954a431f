import type { TeamDto, TeamPlayerDto } from '@cancha/shared';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { tournamentDetail } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { TeamRadioList } from './team-choice';

// 'Equipo a inscribir' (issue 42): when only one of the captain's teams can join, it comes chosen.

const player = (teamId: string, i: number): TeamPlayerDto => ({
  id: `${teamId}-p${i}`,
  userId: `${teamId}-u${i}`,
  teamId,
  role: i === 0 ? 'CAPTAIN' : 'PLAYER',
  position: null,
  shirtNumber: null,
  abbreviatedName: null,
  user: {
    fullname: `Jugador ${i}`,
    lastname: null,
    avatar: null,
    username: null,
    email: `p${i}@cancha.test`,
    rosterOnly: false,
  },
});

const team = (id: string, name: string, players: number): TeamDto => ({
  id,
  name,
  logo: null,
  imageTeam: null,
  location: 'Córdoba',
  lat: null,
  lng: null,
  gender: 'MIX',
  genderTeam: 'MIX',
  statistics: { won: 0, drawn: 0, lost: 0 },
  players: Array.from({ length: players }, (_, i) => player(id, i)),
  myRole: 'CAPTAIN',
  managedById: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function Choice() {
  const [value, setValue] = useState('');
  return (
    <TeamRadioList
      tournament={tournamentDetail()}
      value={value}
      onChange={setValue}
      label="Equipo a inscribir"
    />
  );
}

describe('choosing the team to register', () => {
  it('comes with the only team that can join chosen', async () => {
    fakeTrpc({ teams: { mine: () => [team('t1', 'Los Pibes', 5), team('t2', 'Los Chicos', 3)] } });
    renderWithApp(<Choice />);
    const pibes = await screen.findByRole('radio', { name: /Los Pibes/ });
    await expect.poll(() => pibes.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: /Los Chicos/ }).getAttribute('aria-checked')).toBe('false');
  });

  it('chooses nothing when two teams could join', async () => {
    fakeTrpc({ teams: { mine: () => [team('t1', 'Los Pibes', 5), team('t2', 'Los Chicos', 6)] } });
    renderWithApp(<Choice />);
    await screen.findByRole('radio', { name: /Los Chicos/ });
    for (const radio of screen.getAllByRole('radio'))
      expect(radio.getAttribute('aria-checked')).toBe('false');
  });
});
