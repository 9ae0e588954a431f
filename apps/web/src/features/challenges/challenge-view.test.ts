import type { ChallengeListItem, MatchDetailDto } from '@cancha/shared';
import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';

// In the app the Lingui macro is compiled away by Babel; here the runtime version builds the same descriptors.
vi.mock('@lingui/core/macro', () => import('@lingui/core/runtime-macro'));

const { challengeCardView, challengePhase, headToHeadView, isFriendlyOver, pendingAnswers } = await import(
  './challenge-view'
);
const { CHALLENGE_FORM_ERRORS, CHALLENGE_STATUS_BADGES, CHALLENGE_STATUS_LABELS } = await import(
  './challenge-labels'
);
const i18n = setupI18n({ locale: 'es', messages: { es: {} } });

const item = (patch: Partial<ChallengeListItem> = {}): ChallengeListItem => ({
  id: 'c1',
  matchId: 'm1',
  challengedDate: '2025-06-14',
  time: '19:30',
  location: 'Parque Sarmiento',
  challengeStatus: 'ACCEPTED',
  status: 'PENDING',
  nameTeamOne: 'Rayo',
  logoTeamOne: null,
  nameTeamTwo: 'Trueno',
  logoTeamTwo: null,
  teamOneScore: null,
  teamTwoScore: null,
  penalties: null,
  canAnswer: false,
  ...patch,
});

describe("'Mis desafíos' cards (product: challenges#my-challenges, #challenging-a-team)", () => {
  it("reads the date as 'dd/MM/yyyy' and the time as HH:mm", () => {
    expect(challengeCardView(item())).toMatchObject({ date: '14/06/2025', time: '19:30' });
    expect(challengeCardView(item({ time: '07:05:00' })).time).toBe('07:05');
    expect(challengeCardView(item({ challengedDate: null, time: null }))).toMatchObject({
      date: null,
      time: null,
    });
  });

  it('shows the score only once COMPLETED', () => {
    const played = { teamOneScore: 3, teamTwoScore: 1 };
    expect(challengeCardView(item(played)).score).toBeNull();
    expect(challengeCardView(item({ ...played, status: 'CANCELED' })).score).toBeNull();
    expect(challengeCardView(item({ ...played, status: 'COMPLETED' })).score).toEqual({ one: '3', two: '1' });
  });

  it('adds the penalties in brackets unless both are 0', () => {
    const level = { status: 'COMPLETED' as const, teamOneScore: 2, teamTwoScore: 2 };
    expect(challengeCardView(item({ ...level, penalties: { teamOne: 4, teamTwo: 3 } })).score).toEqual({
      one: '2 (4)',
      two: '2 (3)',
    });
    expect(challengeCardView(item({ ...level, penalties: { teamOne: 0, teamTwo: 0 } })).score).toEqual({
      one: '2',
      two: '2',
    });
  });

  it('marks the pending challenges the user can answer, and counts them', () => {
    const mine = item({ challengeStatus: 'PENDING', canAnswer: true });
    expect(challengeCardView(mine).needsAnswer).toBe(true);
    expect(challengeCardView(item({ challengeStatus: 'PENDING' })).needsAnswer).toBe(false);
    expect(challengeCardView(item({ challengeStatus: 'ACCEPTED', canAnswer: true })).needsAnswer).toBe(false);
    expect(pendingAnswers([mine, item(), { ...mine, id: 'c2' }])).toBe(2);
    expect(pendingAnswers([])).toBe(0);
  });

  it('labels the answer Pendiente / Aceptado / Rechazado, each with its colour', () => {
    expect(i18n._(CHALLENGE_STATUS_LABELS.PENDING)).toBe('Pendiente');
    expect(i18n._(CHALLENGE_STATUS_LABELS.ACCEPTED)).toBe('Aceptado');
    expect(i18n._(CHALLENGE_STATUS_LABELS.REJECTED)).toBe('Rechazado');
    expect(new Set(Object.values(CHALLENGE_STATUS_BADGES)).size).toBe(3);
  });

  it("words the form errors 'Fecha no válida' and 'Hora no válida' (product: forms#date-inputs, #time-inputs)", () => {
    expect(i18n._(CHALLENGE_FORM_ERRORS.DATE_INVALID)).toBe('Fecha no válida');
    expect(i18n._(CHALLENGE_FORM_ERRORS.TIME_INVALID)).toBe('Hora no válida');
    expect(i18n._(CHALLENGE_FORM_ERRORS.DATE_IN_PAST)).toBe('Elige una fecha de hoy en adelante.');
  });
});

describe('head-to-head (product: challenges#head-to-head)', () => {
  it('names the wins of each team, with the total and the draws', () => {
    const view = headToHeadView({ totalMatches: 5, draws: 1, team1Wins: 3, team2Wins: 1 }, 'Rayo', 'Trueno');
    expect(view).toMatchObject({
      total: 5,
      draws: 1,
      one: { name: 'Rayo', wins: 3 },
      two: { name: 'Trueno', wins: 1 },
    });
    expect(view.shares).toEqual({ one: 60, draws: 20, two: 20 });
  });

  it('keeps the shares at 100 when they do not divide evenly', () => {
    const view = headToHeadView({ totalMatches: 3, draws: 1, team1Wins: 1, team2Wins: 1 }, 'A', 'B');
    const shares = view.shares!;
    expect(shares.one + shares.draws + shares.two).toBe(100);
  });

  it('reads zeros, and no bar, before any completed match or without stats', () => {
    expect(headToHeadView({ totalMatches: 0, draws: 0, team1Wins: 0, team2Wins: 0 }, 'A', 'B')).toMatchObject(
      {
        total: 0,
        draws: 0,
        shares: null,
      },
    );
    expect(headToHeadView(null, 'A', 'B')).toMatchObject({
      total: 0,
      one: { name: 'A', wins: 0 },
      shares: null,
    });
  });
});

type PhaseInput = Pick<MatchDetailDto, 'status' | 'canManage' | 'challenges'>;
const detail = (
  status: PhaseInput['status'],
  answer: 'PENDING' | 'ACCEPTED' | 'REJECTED',
  opts: { canManage?: boolean; canAnswer?: boolean } = {},
): PhaseInput => ({
  status,
  canManage: opts.canManage ?? false,
  challenges: {
    id: 'c1',
    status: answer,
    challengeCreatorId: 'u1',
    creatorTeamId: 't1',
    challengedTeamId: 't2',
    description: null,
    lat: null,
    lng: null,
    canAnswer: opts.canAnswer ?? false,
  },
});

describe('what the challenge detail offers (product: challenges#the-friendly)', () => {
  it('lets the challenged captain answer a pending challenge; others wait', () => {
    expect(challengePhase(detail('PENDING', 'PENDING', { canAnswer: true }))).toBe('ANSWER');
    expect(challengePhase(detail('PENDING', 'PENDING'))).toBe('WAITING');
  });

  it('says when the challenge was rejected', () => {
    expect(challengePhase(detail('CANCELED', 'REJECTED'))).toBe('REJECTED');
  });

  it('gives the editors to the creator once accepted, until the match is over', () => {
    expect(challengePhase(detail('PENDING', 'ACCEPTED', { canManage: true }))).toBe('MANAGE');
    expect(challengePhase(detail('PENDING', 'ACCEPTED'))).toBe('ACCEPTED');
    expect(challengePhase(detail('COMPLETED', 'ACCEPTED', { canManage: true }))).toBe('FINISHED');
    expect(challengePhase(detail('CANCELED', 'ACCEPTED', { canManage: true }))).toBe('FINISHED');
  });

  it('treats COMPLETED and CANCELED as final', () => {
    expect(isFriendlyOver('COMPLETED')).toBe(true);
    expect(isFriendlyOver('CANCELED')).toBe(true);
    expect(isFriendlyOver('PENDING')).toBe(false);
    expect(isFriendlyOver('IN_PROGRESS')).toBe(false);
  });
});
