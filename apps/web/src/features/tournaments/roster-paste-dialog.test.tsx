import type { TeamDto } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { RosterPasteDialog } from './roster-paste-dialog';

// 'Pegar plantel' (docs/decisions/025): the organiser of a team they run pastes its people; the screen shows what
// it read and names every line it cannot read, and sends only a paste that reads whole.

const team = (players: TeamDto['players'] = []): TeamDto => ({
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

function renderDialog(takenNumbers: number[] = []) {
  return renderWithApp(
    <RosterPasteDialog
      teamId="team-1"
      teamName="Los Halcones"
      tournamentId="tournament-1"
      takenNumbers={takenNumbers}
      open
      onOpenChange={() => {}}
    />,
  );
}

const submit = () => screen.getByRole('button', { name: 'Agregar al plantel' }) as HTMLButtonElement;

describe('pasting a roster', () => {
  it('previews the players read, e-mail optional, and sends them', async () => {
    const api = fakeTrpc({ roster: { addPlayers: () => team() } });
    const { user } = renderDialog();
    const box = screen.getByRole('textbox', { name: 'Plantel' });
    expect(box.getAttribute('placeholder')).toBe('Juan Pérez, 10, juan@mail.com');
    expect(submit().disabled).toBe(true);

    await user.click(box);
    await user.paste('Nombre\tNúmero\tEmail\nJuan Pérez\t10\tJuan@Mail.com\n\nAna Gómez, 7\nBeto Ruiz; #23');

    const table = screen.getByRole('table', { name: 'Se agregarán 3 jugadores' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Juan Pérez', '10', 'juan@mail.com'],
      ['Ana Gómez', '7', '—'],
      ['Beto Ruiz', '23', '—'],
    ]);
    expect(screen.getByText('Quien tiene email recibirá un enlace para reclamar su lugar.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Líneas con problemas' })).toBeNull();

    await user.click(submit());
    expect(
      await screen.findByText(
        '3 jugadores agregados al plantel. Enviamos 1 invitación para reclamar su lugar.',
      ),
    ).toBeTruthy();
    expect(api.inputsOf('roster.addPlayers')).toEqual([
      {
        teamId: 'team-1',
        players: [
          { name: 'Juan Pérez', shirtNumber: 10, email: 'juan@mail.com' },
          { name: 'Ana Gómez', shirtNumber: 7, email: null },
          { name: 'Beto Ruiz', shirtNumber: 23, email: null },
        ],
        locale: 'es',
      },
    ]);
  });

  it('names each line it cannot read, with its reason, and sends nothing until they are fixed', async () => {
    const api = fakeTrpc({});
    const { user } = renderDialog([9]);
    await user.click(screen.getByRole('textbox', { name: 'Plantel' }));
    await user.paste(
      [
        'Juan Pérez, 10',
        'X',
        'Ana Gómez, 120',
        'Beto Ruiz, beto@',
        'Carla Díaz, 10',
        'Dani Sosa, juan2@mail.com',
        'Eva Paz, juan2@mail.com',
        'Fede Gil, 9',
      ].join('\n'),
    );
    const problems = within(screen.getByRole('list', { name: 'Líneas con problemas' }))
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(problems).toEqual([
      'Línea 2: el nombre debe tener de 2 a 60 caracteres',
      'Línea 3: el número debe ser de 0 a 99',
      'Línea 4: el email no es válido',
      'Línea 5: ese número ya está en otra línea',
      'Línea 7: ese email ya está en otra línea',
      'Línea 8: otro jugador del equipo ya usa ese número',
    ]);
    // The lines that read are still shown, but nothing goes while a line is wrong.
    expect(screen.getByRole('table', { name: 'Se agregarán 2 jugadores' })).toBeTruthy();
    expect(submit().disabled).toBe(true);
    await user.click(submit());
    expect(api.calls).toEqual([]);
  });

  it('keeps the paste and says why when the server refuses it', async () => {
    fakeTrpc({
      roster: {
        addPlayers: () => {
          throw refusal('TEAM_NOT_MANAGED');
        },
      },
      teams: { byId: () => team() },
    });
    const { user } = renderDialog();
    await user.click(screen.getByRole('textbox', { name: 'Plantel' }));
    await user.paste('Juan Pérez, 10');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Este equipo ya tiene capitán: él administra su plantel.',
    );
    expect((screen.getByRole('textbox', { name: 'Plantel' }) as HTMLTextAreaElement).value).toBe(
      'Juan Pérez, 10',
    );
  });
});
