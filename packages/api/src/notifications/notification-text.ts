import type { Locale, NotificationKind, NotificationParams } from '@cancha/shared';

// The server's own wording of a notification: the REST `message` older clients read (Spanish), and the e-mail
// in the recipient's language. Screens render `kind` and `params` themselves (the web's notification-text.ts).

type Texts = Record<NotificationKind, (p: NotificationParams) => string>;

const ES: Texts = {
  TEAM_INVITATION: (p) => `${p.inviter ?? 'Un capitán'} te invitó a unirte a ${p.team}.`,
  TOURNAMENT_INVITATION: (p) => `Te invitaron a inscribir un equipo en ${p.tournament}.`,
  REGISTRATION_REQUEST: (p) => `${p.team} pidió inscribirse en ${p.tournament}.`,
  REGISTRATION_APPROVED: (p) => `${p.team} fue aceptado en ${p.tournament}.`,
  REGISTRATION_REJECTED: (p) => `La inscripción de ${p.team} en ${p.tournament} fue rechazada.`,
  CHALLENGE_RECEIVED: (p) => `${p.team} desafió a ${p.opponent} a un partido.`,
  CHALLENGE_ACCEPTED: (p) => `${p.opponent} aceptó el desafío de ${p.team}.`,
  CHALLENGE_REJECTED: (p) => `${p.opponent} rechazó el desafío de ${p.team}.`,
  MATCH_RESCHEDULED: (p) => `Cambió el partido ${p.match}: ${p.when}.`,
  MATCH_FINISHED: (p) =>
    p.penalties && p.winner
      ? `Terminó el partido ${p.match}: ${p.score}; ${p.winner} ganó ${p.penalties} por penales.`
      : `Terminó el partido ${p.match}: ${p.score}.`,
  REFEREE_ASSIGNED: (p) => `Te asignaron como árbitro de ${p.match}: ${p.when}.`,
  REFEREE_DECLINED: (p) => `${p.referee} no puede arbitrar ${p.match} (${p.when}): asigna otro árbitro.`,
  PRODE_REMINDER: (p) => `${p.game}: se viene una fecha y te faltan pronósticos.`,
  PRODE_POINTS: (p) => `${p.game}: sumaste ${p.points} puntos en la fecha; vas ${p.position}º.`,
};

const EN: Texts = {
  TEAM_INVITATION: (p) => `${p.inviter ?? 'A captain'} invited you to join ${p.team}.`,
  TOURNAMENT_INVITATION: (p) => `You were invited to register a team in ${p.tournament}.`,
  REGISTRATION_REQUEST: (p) => `${p.team} asked to register for ${p.tournament}.`,
  REGISTRATION_APPROVED: (p) => `${p.team} was accepted into ${p.tournament}.`,
  REGISTRATION_REJECTED: (p) => `${p.team}'s registration for ${p.tournament} was declined.`,
  CHALLENGE_RECEIVED: (p) => `${p.team} challenged ${p.opponent} to a match.`,
  CHALLENGE_ACCEPTED: (p) => `${p.opponent} accepted ${p.team}'s challenge.`,
  CHALLENGE_REJECTED: (p) => `${p.opponent} declined ${p.team}'s challenge.`,
  MATCH_RESCHEDULED: (p) => `The match ${p.match} changed: ${p.when}.`,
  MATCH_FINISHED: (p) =>
    p.penalties && p.winner
      ? `The match ${p.match} is over: ${p.score}; ${p.winner} won ${p.penalties} on penalties.`
      : `The match ${p.match} is over: ${p.score}.`,
  REFEREE_ASSIGNED: (p) => `You were assigned to referee ${p.match}: ${p.when}.`,
  REFEREE_DECLINED: (p) => `${p.referee} cannot referee ${p.match} (${p.when}): assign another referee.`,
  PRODE_REMINDER: (p) => `${p.game}: a round is coming and some of your predictions are missing.`,
  PRODE_POINTS: (p) => `${p.game}: you scored ${p.points} points this round; you are #${p.position}.`,
};

const BR: Texts = {
  TEAM_INVITATION: (p) => `${p.inviter ?? 'Um capitão'} convidou você para entrar em ${p.team}.`,
  TOURNAMENT_INVITATION: (p) => `Você foi convidado a inscrever um time em ${p.tournament}.`,
  REGISTRATION_REQUEST: (p) => `${p.team} pediu para se inscrever em ${p.tournament}.`,
  REGISTRATION_APPROVED: (p) => `${p.team} foi aceito em ${p.tournament}.`,
  REGISTRATION_REJECTED: (p) => `A inscrição de ${p.team} em ${p.tournament} foi recusada.`,
  CHALLENGE_RECEIVED: (p) => `${p.team} desafiou ${p.opponent} para uma partida.`,
  CHALLENGE_ACCEPTED: (p) => `${p.opponent} aceitou o desafio de ${p.team}.`,
  CHALLENGE_REJECTED: (p) => `${p.opponent} recusou o desafio de ${p.team}.`,
  MATCH_RESCHEDULED: (p) => `A partida ${p.match} mudou: ${p.when}.`,
  MATCH_FINISHED: (p) =>
    p.penalties && p.winner
      ? `A partida ${p.match} terminou: ${p.score}; ${p.winner} venceu por ${p.penalties} nos pênaltis.`
      : `A partida ${p.match} terminou: ${p.score}.`,
  REFEREE_ASSIGNED: (p) => `Você foi escalado como árbitro de ${p.match}: ${p.when}.`,
  REFEREE_DECLINED: (p) => `${p.referee} não pode apitar ${p.match} (${p.when}): escale outro árbitro.`,
  PRODE_REMINDER: (p) => `${p.game}: vem aí uma rodada e faltam palpites seus.`,
  PRODE_POINTS: (p) => `${p.game}: você fez ${p.points} pontos na rodada; está em ${p.position}º.`,
};

const TEXTS: Record<Locale, Texts> = { es: ES, en: EN, br: BR };

const FALLBACK: Record<Locale, string> = {
  es: 'Tienes una nueva notificación',
  en: 'You have a new notification',
  br: 'Você tem uma nova notificação',
};

/** A notification's sentence in a language; the generic one for a kind this version does not know. */
export function notificationSentence(
  kind: NotificationKind,
  params: NotificationParams,
  locale: Locale,
): string {
  const text = Object.hasOwn(TEXTS[locale], kind) ? TEXTS[locale][kind] : null;
  return text ? text(params) : FALLBACK[locale];
}

const EMAIL: Record<Locale, { subject: string; outro: string }> = {
  es: {
    subject: 'Cancha: tienes una nueva notificación',
    outro: 'Puedes elegir qué avisos te llegan por e-mail desde tu perfil.',
  },
  en: {
    subject: 'Cancha: you have a new notification',
    outro: 'You can choose which notices reach you by e-mail from your profile.',
  },
  br: {
    subject: 'Cancha: você tem uma nova notificação',
    outro: 'Você pode escolher quais avisos chegam por e-mail no seu perfil.',
  },
};

/** The e-mail of a notification, in the recipient's language. */
export function notificationEmail(
  to: string,
  kind: NotificationKind,
  params: NotificationParams,
  locale: Locale,
  publicUrl: string,
) {
  const t = EMAIL[locale];
  return {
    to,
    subject: t.subject,
    text: `${notificationSentence(kind, params, locale)}\n\n${publicUrl}/\n\n${t.outro}`,
  };
}
