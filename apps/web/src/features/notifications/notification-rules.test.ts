import type { NotificationDto } from '@cancha/shared';
import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';

// In the app the Lingui macro is compiled away by Babel; here the runtime version builds the same descriptors.
vi.mock('@lingui/core/macro', () => import('@lingui/core/runtime-macro'));

const { notificationText, NOTIFICATION_KIND_LABELS } = await import('./notification-text');
const { emailKindsFor, notificationTarget, relativeTime } = await import('./notification-rules');
const { markReadIn, newestId, prependNotification, removeFrom, unreadCount } = await import(
  './notification-list'
);

const i18n = setupI18n({ locale: 'es', messages: { es: {} } });

function notification(over: Partial<NotificationDto> = {}): NotificationDto {
  return {
    id: '1',
    kind: 'TEAM_INVITATION',
    params: {},
    read: false,
    createdAt: '2026-11-22T12:00:00.000Z',
    tournamentId: null,
    challengeId: null,
    invitationId: null,
    teamId: null,
    matchId: null,
    ...over,
  };
}

const text = (kind: NotificationDto['kind'], params: Record<string, string>) =>
  notificationText(i18n, { kind, params });

describe('notification text per kind (product: notifications#kinds)', () => {
  it('words each kind with its parameters', () => {
    expect(text('TEAM_INVITATION', { team: 'Los Pibes', inviter: 'Ana Gómez' })).toBe(
      'Ana Gómez te invitó a unirte a Los Pibes.',
    );
    expect(text('TEAM_INVITATION', { team: 'Los Pibes' })).toBe('Un capitán te invitó a unirte a Los Pibes.');
    expect(text('TOURNAMENT_INVITATION', { tournament: 'Copa Serrana' })).toBe(
      'Te invitaron a inscribir un equipo en Copa Serrana.',
    );
    expect(text('REGISTRATION_REQUEST', { team: 'Los Pibes', tournament: 'Copa' })).toBe(
      'Los Pibes pidió inscribirse en Copa.',
    );
    expect(text('REGISTRATION_APPROVED', { team: 'Los Pibes', tournament: 'Copa' })).toBe(
      'Los Pibes fue aceptado en Copa.',
    );
    expect(text('REGISTRATION_REJECTED', { team: 'Los Pibes', tournament: 'Copa' })).toBe(
      'La inscripción de Los Pibes en Copa fue rechazada.',
    );
    expect(text('CHALLENGE_RECEIVED', { team: 'Rayo', opponent: 'Los Pibes' })).toBe(
      'Rayo desafió a Los Pibes a un partido.',
    );
    expect(text('CHALLENGE_ACCEPTED', { team: 'Rayo', opponent: 'Los Pibes' })).toBe(
      'Los Pibes aceptó el desafío de Rayo.',
    );
    expect(text('CHALLENGE_REJECTED', { team: 'Rayo', opponent: 'Los Pibes' })).toBe(
      'Los Pibes rechazó el desafío de Rayo.',
    );
    expect(text('MATCH_RESCHEDULED', { match: 'Rayo - Los Pibes', when: '2026-12-01 · 20:00' })).toBe(
      'Cambió el partido Rayo - Los Pibes: 2026-12-01 · 20:00.',
    );
    expect(text('MATCH_FINISHED', { match: 'Rayo - Los Pibes', score: '2-1' })).toBe(
      'Terminó el partido Rayo - Los Pibes: 2-1.',
    );
  });

  it('writes a new date as every screen does, and a shoot-out with its winner', () => {
    const moved = {
      match: 'Rayo - Los Pibes',
      when: '2026-12-01 · 20:00',
      date: '2026-12-01',
      time: '20:00',
    };
    expect(text('MATCH_RESCHEDULED', moved)).toBe('Cambió el partido Rayo - Los Pibes: 01/12/2026 · 20:00.');
    expect(
      text('MATCH_FINISHED', { match: 'Rayo - Los Pibes', score: '1-1', penalties: '4-3', winner: 'Rayo' }),
    ).toBe('Terminó el partido Rayo - Los Pibes: 1-1; Rayo ganó 4-3 por penales.');
  });

  it("falls back to 'Tienes una nueva notificación' for missing parameters or an unknown kind", () => {
    expect(text('REGISTRATION_APPROVED', { team: 'Los Pibes' })).toBe('Tienes una nueva notificación');
    expect(text('MATCH_FINISHED', { match: ' ', score: '1-0' })).toBe('Tienes una nueva notificación');
    expect(text('SOMETHING_NEW' as NotificationDto['kind'], { team: 'x' })).toBe(
      'Tienes una nueva notificación',
    );
    expect(text('toString' as NotificationDto['kind'], {})).toBe('Tienes una nueva notificación');
  });

  it("counts El Prode's points in the round as words do: one point, many points", () => {
    const points = (n: string) =>
      text('PRODE_POINTS', { game: 'Prode', gameId: 'g1', points: n, position: '2' });
    expect(points('1')).toBe('Prode: sumaste 1 punto en la fecha; vas 2º.');
    expect(points('0')).toBe('Prode: sumaste 0 puntos en la fecha; vas 2º.');
    expect(points('12')).toBe('Prode: sumaste 12 puntos en la fecha; vas 2º.');
  });

  it('renders parameters as text, never as markup', () => {
    expect(text('TOURNAMENT_INVITATION', { tournament: '<b>Copa</b>' })).toBe(
      'Te invitaron a inscribir un equipo en <b>Copa</b>.',
    );
  });

  it('names every kind for the e-mail preferences', () => {
    expect(Object.values(NOTIFICATION_KIND_LABELS).map((d) => i18n._(d).length > 0)).not.toContain(false);
  });
});

describe('where tapping a notification leads (product: notifications#where-a-notification-leads)', () => {
  it('sends a player to the player tournament page', () => {
    const n = notification({ kind: 'REGISTRATION_APPROVED', tournamentId: 't1', teamId: 'team1' });
    expect(notificationTarget(n, 'PARTICIPANT')).toEqual({
      to: '/player/tournaments-arena/tournament',
      search: { tournamentId: 't1' },
    });
  });

  it("sends a team's news of its money to the tournament's cash book", () => {
    for (const kind of ['LEDGER_CHARGED', 'LEDGER_PAYMENT'] as const)
      expect(
        notificationTarget(notification({ kind, tournamentId: 't1', teamId: 'team1' }), 'PARTICIPANT'),
      ).toEqual({
        to: '/player/tournaments-arena/tournament/ledger',
        search: { tournamentId: 't1' },
      });
    // The organiser hears of an online payment in the tournament's own cash book.
    expect(
      notificationTarget(
        notification({ kind: 'LEDGER_ONLINE_PAYMENT', tournamentId: 't1', teamId: 'team1' }),
        'ADMIN',
      ),
    ).toEqual({ to: '/tournament-creator/tournament/ledger', search: { tournamentId: 't1' } });
  });

  it('sends a creator to their tournament page, and a registration request to the requests', () => {
    expect(notificationTarget(notification({ kind: 'MATCH_FINISHED', tournamentId: 't1' }), 'ADMIN')).toEqual(
      {
        to: '/tournament-creator/tournament',
        search: { tournamentId: 't1' },
      },
    );
    expect(
      notificationTarget(
        notification({ kind: 'REGISTRATION_REQUEST', tournamentId: 't1', teamId: 'x' }),
        'ADMIN',
      ),
    ).toEqual({ to: '/tournament-creator/invitations', search: { id: 't1' } });
  });

  it('sends a challenge to its page', () => {
    const n = notification({ kind: 'CHALLENGE_RECEIVED', challengeId: 'c1' });
    expect(notificationTarget(n, 'PARTICIPANT')).toEqual({
      to: '/player/teams/challenges/$challengeId',
      params: { challengeId: 'c1' },
    });
  });

  it("sends an invitation or a team to 'Invitaciones'", () => {
    const invitation = notification({ kind: 'TEAM_INVITATION', invitationId: 'i1', teamId: 'team1' });
    expect(notificationTarget(invitation, 'PARTICIPANT')).toEqual({
      to: '/player/teams/invitation-notification',
    });
    expect(notificationTarget(notification({ teamId: 'team1' }), 'PARTICIPANT')).toEqual({
      to: '/player/teams/invitation-notification',
    });
  });

  it('stays put when there is nowhere to go', () => {
    expect(notificationTarget(notification(), 'PARTICIPANT')).toBeNull();
    expect(notificationTarget(notification({ challengeId: 'c1' }), 'ADMIN')).toBeNull();
    expect(notificationTarget(notification({ teamId: 'team1' }), 'ADMIN')).toBeNull();
  });
});

describe('the bell list', () => {
  const list = [notification({ id: '3' }), notification({ id: '2', read: true }), notification({ id: '1' })];

  it('counts the unread ones', () => {
    expect(unreadCount(list)).toBe(2);
    expect(unreadCount([])).toBe(0);
    expect(unreadCount(undefined)).toBe(0);
  });

  it('puts a live one on top, once', () => {
    expect(prependNotification(list, notification({ id: '4' })).map((n) => n.id)).toEqual([
      '4',
      '3',
      '2',
      '1',
    ]);
    expect(prependNotification(list, notification({ id: '3' }))).toBe(list);
    expect(prependNotification(undefined, notification({ id: '9' })).map((n) => n.id)).toEqual(['9']);
    // A late one from a resumed stream still lands in order.
    expect(prependNotification([list[0]!, list[2]!], list[1]!).map((n) => n.id)).toEqual(['3', '2', '1']);
  });

  it('marks one read and removes one without touching the others', () => {
    expect(markReadIn(list, '3')?.map((n) => n.read)).toEqual([true, true, false]);
    expect(list[0]?.read).toBe(false);
    expect(removeFrom(list, '2')?.map((n) => n.id)).toEqual(['3', '1']);
    expect(markReadIn(undefined, '1')).toBeUndefined();
  });

  it('resumes the live stream after the newest one', () => {
    expect(newestId(list)).toBe('3');
    expect(newestId([])).toBe('0');
  });

  it('says when in the reader language, then dd/MM/yyyy after a week', () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    expect(relativeTime('2026-11-22T11:59:30.000Z', now, 'es')).toBe('ahora');
    expect(relativeTime('2026-11-22T11:55:00.000Z', now, 'es')).toBe('hace 5 minutos');
    expect(relativeTime('2026-11-22T09:00:00.000Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-11-21T12:00:00.000Z', now, 'pt-BR')).toBe('ontem');
    const old = new Date(2026, 9, 5, 12, 0).toISOString();
    expect(relativeTime(old, now, 'es')).toBe('05/10/2026');
    expect(relativeTime('nope', now, 'es')).toBe('');
  });
});

describe('e-mail preferences', () => {
  it('offers a creator the registration requests, declined referees and online payments, a player every other kind, both El Prode', () => {
    expect(emailKindsFor('ADMIN')).toEqual([
      'REGISTRATION_REQUEST',
      'REFEREE_DECLINED',
      'PRODE_REMINDER',
      'PRODE_POINTS',
      'LEDGER_ONLINE_PAYMENT',
    ]);
    const player = emailKindsFor('PARTICIPANT');
    expect(player).toHaveLength(18);
    expect(player).toContain('LEDGER_CHARGED');
    expect(player).toContain('MATCH_SCHEDULED');
    expect(player).toContain('PLAYER_SUSPENDED');
    expect(player).toContain('PRODE_POINTS');
    expect(player).toContain('REFEREE_ASSIGNED');
    expect(player).toContain('REFEREE_RELEASED');
    expect(player).not.toContain('REGISTRATION_REQUEST');
    expect(player).not.toContain('LEDGER_ONLINE_PAYMENT');
    expect(player).toContain('TEAM_INVITATION');
  });
});

describe('El Prode notices', () => {
  it('lead to the game, for players and creators alike', () => {
    const n = notification({
      kind: 'PRODE_POINTS',
      params: { game: 'Prode', gameId: 'g1', points: '3', position: '2' },
    });
    expect(notificationTarget(n, 'PARTICIPANT')).toEqual({ to: '/prode/$gameId', params: { gameId: 'g1' } });
    expect(notificationTarget(n, 'ADMIN')).toEqual({ to: '/prode/$gameId', params: { gameId: 'g1' } });
  });
});
