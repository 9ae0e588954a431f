import type { FreeSlotDto, MatchPitchDto } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { matchDetail, tournamentDetail } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { MatchMove } from './match-move';

// Moving a placed match at the pitch (docs/decisions/014, 024): the legal slots nearest to its current one, or on
// the day and pitch chosen, each confirmed before it moves; the server checks the rules again when one is taken.

const pitchOne: MatchPitchDto = {
  id: 'pitch-1',
  name: 'Cancha 1',
  venueName: 'Club Atlético',
  address: 'Av. Colón 1200',
};
const pitchTwo: MatchPitchDto = { ...pitchOne, id: 'pitch-2', name: 'Cancha 2' };

const withReferee: FreeSlotDto = {
  date: '2031-05-10',
  time: '19:00',
  pitch: pitchOne,
  referee: { id: 'referee-1', name: 'Martín Gómez' },
};
const withoutReferee: FreeSlotDto = { date: '2031-05-11', time: '10:00', pitch: pitchTwo, referee: null };

const placed = matchDetail({
  pitch: pitchOne,
  referee: { id: 'referee-2', name: 'Ana Ruiz', answer: 'CONFIRMED' },
});

async function openSlots(user: ReturnType<typeof renderWithApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Ver horarios libres' }));
  return within(await screen.findByTestId('free-slots'));
}

/** Taps a slot and confirms the move in the dialog that asks. */
async function take(
  user: ReturnType<typeof renderWithApp>['user'],
  slots: ReturnType<typeof within>,
  name: RegExp,
) {
  await user.click(await slots.findByRole('button', { name }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Mover partido' }));
}

describe('moving a match to a free slot', () => {
  it('asks for the free slots only when opened, and offers each with its place and referee', async () => {
    const api = fakeTrpc({ matchDay: { freeSlots: () => [withReferee, withoutReferee] } });
    const { user } = renderWithApp(<MatchMove match={placed} onMoved={vi.fn()} />);
    expect(api.calls).toEqual([]);

    const slots = await openSlots(user);
    expect(slots.getByText('Horarios libres más cercanos')).toBeTruthy();
    const buttons = await slots.findAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      '10/05/2031 · 19:00Club Atlético · Cancha 1Martín Gómez',
      '11/05/2031 · 10:00Club Atlético · Cancha 2',
    ]);
    expect(api.inputsOf('matchDay.freeSlots')).toEqual([{ matchId: placed.id }]);
  });

  it('moves the match to the slot taken, with its pitch and referee, and hands the moved match over', async () => {
    const moved = { ...placed, date: withReferee.date, time: withReferee.time };
    const api = fakeTrpc({
      matchDay: { freeSlots: () => [withReferee, withoutReferee] },
      matches: { update: () => moved },
    });
    const onMoved = vi.fn();
    const { user } = renderWithApp(<MatchMove match={placed} onMoved={onMoved} />);

    const slots = await openSlots(user);
    await user.click(await slots.findByRole('button', { name: /10\/05\/2031 · 19:00/ }));
    // Nothing moves before the organiser confirms, in words that say where to.
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/pasa al 10\/05\/2031 a las 19:00 en Club Atlético · Cancha 1/)).toBeTruthy();
    expect(api.inputsOf('matches.update')).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Mover partido' }));

    expect((await screen.findByRole('status')).textContent).toContain(
      'Partido movido. Los equipos y el árbitro reciben el aviso.',
    );
    expect(api.inputsOf('matches.update')).toEqual([
      { matchId: placed.id, date: '2031-05-10', time: '19:00', pitchId: 'pitch-1', refereeId: 'referee-1' },
    ]);
    expect(onMoved).toHaveBeenCalledWith(moved);
  });

  it('takes the referee away for a slot where none is free, rather than keep one who is busy then', async () => {
    const api = fakeTrpc({
      matchDay: { freeSlots: () => [withReferee, withoutReferee] },
      matches: { update: () => placed },
    });
    const { user } = renderWithApp(<MatchMove match={placed} onMoved={vi.fn()} />);

    const slots = await openSlots(user);
    await take(user, slots, /11\/05\/2031 · 10:00/);

    await screen.findByText('Partido movido. Los equipos y el árbitro reciben el aviso.');
    expect(api.inputsOf('matches.update')).toEqual([
      { matchId: placed.id, date: '2031-05-11', time: '10:00', pitchId: 'pitch-2', refereeId: null },
    ]);
  });

  it('explains why a slot taken meanwhile is refused, and offers the slots still free', async () => {
    let free = [withReferee, withoutReferee];
    const api = fakeTrpc({
      matchDay: { freeSlots: () => free },
      matches: {
        update: () => {
          // Another organiser's match took the pitch a moment ago.
          free = [withoutReferee];
          throw refusal('SCHEDULE_CONFLICT', {
            details: {
              conflicts: [
                {
                  rule: 'PITCH_BUSY',
                  matchId: 'match-7',
                  match: 'Los Andes - Unión',
                  date: '2031-05-10',
                  time: '19:00',
                },
              ],
            },
          });
        },
      },
    });
    const onMoved = vi.fn();
    const { user } = renderWithApp(<MatchMove match={placed} onMoved={onMoved} />);

    const slots = await openSlots(user);
    await take(user, slots, /10\/05\/2031 · 19:00/);

    expect((await slots.findByRole('alert')).textContent).toContain(
      'El cambio choca con otro partido o con las reglas del torneo. ' +
        'La cancha está ocupada: Los Andes - Unión (10/05/2031 19:00)',
    );
    await vi.waitFor(() => expect(slots.queryByRole('button', { name: /10\/05\/2031 · 19:00/ })).toBeNull());
    expect(await slots.findByRole('button', { name: /11\/05\/2031 · 10:00/ })).toBeTruthy();
    expect(api.inputsOf('matchDay.freeSlots')).toHaveLength(2);
    expect(onMoved).not.toHaveBeenCalled();
  });

  it('says when no slot is free before the tournament ends', async () => {
    fakeTrpc({ matchDay: { freeSlots: () => [] } });
    const { user } = renderWithApp(<MatchMove match={placed} onMoved={vi.fn()} />);

    const slots = await openSlots(user);
    expect(
      await slots.findByText('No hay horarios libres en las canchas del torneo antes de su fecha de fin.'),
    ).toBeTruthy();
    expect(slots.queryAllByRole('button')).toEqual([]);
  });

  it('offers to try again when the free slots cannot be loaded', async () => {
    let answers = 0;
    fakeTrpc({
      matchDay: {
        freeSlots: () => {
          answers += 1;
          if (answers === 1) throw refusal('SERVER_BUSY', { transport: 'SERVICE_UNAVAILABLE' });
          return [withoutReferee];
        },
      },
    });
    const { user } = renderWithApp(<MatchMove match={placed} onMoved={vi.fn()} />);

    await user.click(screen.getByRole('button', { name: 'Ver horarios libres' }));
    expect(await screen.findByText('No se pudieron cargar los horarios libres.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));

    const slots = within(await screen.findByTestId('free-slots'));
    expect(await slots.findByRole('button', { name: /11\/05\/2031 · 10:00/ })).toBeTruthy();
  });

  it("looks on the day and pitch chosen among the tournament's play days", async () => {
    const tournament = tournamentDetail({ pitchIds: ['pitch-1', 'pitch-2'] });
    const api = fakeTrpc({
      matchDay: {
        freeSlots: (input) => (input.date ? [withoutReferee] : [withReferee, withoutReferee]),
        venues: () => [
          {
            id: 'venue-1',
            name: 'Club Atlético',
            address: 'Av. Colón 1200',
            lat: null,
            lng: null,
            pitches: [pitchOne, pitchTwo].map((p) => ({
              id: p.id,
              venueId: 'venue-1',
              name: p.name,
              bookings: [],
            })),
          },
        ],
      },
    });
    const { user } = renderWithApp(<MatchMove match={placed} tournament={tournament} onMoved={vi.fn()} />);

    const slots = await openSlots(user);
    await user.click(await slots.findByRole('combobox', { name: 'Día' }));
    await user.click(await screen.findByRole('option', { name: '16/03/2030' }));
    await vi.waitFor(() => expect(slots.queryByRole('button', { name: /10\/05\/2031 · 19:00/ })).toBeNull());
    expect(api.inputsOf('matchDay.freeSlots').at(-1)).toEqual({ matchId: placed.id, date: '2030-03-16' });

    await user.click(await slots.findByRole('combobox', { name: 'Cancha' }));
    await user.click(await screen.findByRole('option', { name: 'Club Atlético · Cancha 2' }));
    await vi.waitFor(() =>
      expect(api.inputsOf('matchDay.freeSlots').at(-1)).toEqual({
        matchId: placed.id,
        date: '2030-03-16',
        pitchId: 'pitch-2',
      }),
    );
  });
});
