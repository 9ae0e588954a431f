import type { Locale } from '@cancha/shared';
import { escapeHtml } from '@cancha/shared';
import { translator } from '../i18n/translate';
import type { OutgoingEmail } from './mailer';

// The account's e-mails, in the recipient's language (the web's catalogs, packages/api/src/i18n).

const RESET = {
  subject: /*i18n*/ { id: 'mail.reset.subject', message: 'Restablece tu contraseña de Cancha' },
  intro: /*i18n*/ {
    id: 'mail.reset.intro',
    message:
      'Recibimos un pedido para restablecer la contraseña de tu cuenta. Abre este enlace para elegir una nueva:',
  },
  action: /*i18n*/ { id: 'mail.reset.action', message: 'Elegir nueva contraseña' },
  outro: /*i18n*/ {
    id: 'mail.reset.outro',
    message: 'El enlace vale una sola vez y vence en una hora. Si no lo pediste, ignora este mensaje.',
  },
};

export function passwordResetEmail(to: string, link: string, locale: Locale): OutgoingEmail {
  const t = translator(locale);
  const [intro, action, outro] = [t(RESET.intro), t(RESET.action), t(RESET.outro)];
  return {
    to,
    subject: t(RESET.subject),
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

const INVITATION_ACTION = /*i18n*/ { id: 'mail.invitation.action', message: 'Ver invitación' };

const TEAM_INVITE = {
  subject: /*i18n*/ { id: 'mail.teamInvite.subject', message: 'Te invitaron a jugar en {team}' },
  member: /*i18n*/ {
    id: 'mail.teamInvite.member',
    message: '{inviter} te invitó a sumarte a su equipo en Cancha. Acepta o rechaza la invitación aquí:',
  },
  newcomer: /*i18n*/ {
    id: 'mail.teamInvite.newcomer',
    message:
      '{inviter} te invitó a sumarte a su equipo en Cancha. Crea tu cuenta con este email y encontrarás la invitación esperándote:',
  },
};

const TOURNAMENT_INVITE = {
  subject: /*i18n*/ { id: 'mail.tournamentInvite.subject', message: 'Te invitaron al torneo {name}' },
  member: /*i18n*/ {
    id: 'mail.tournamentInvite.member',
    message:
      '{inviter} te invitó a inscribir uno de tus equipos en su torneo. Responde desde tu inicio en Cancha:',
  },
  newcomer: /*i18n*/ {
    id: 'mail.tournamentInvite.newcomer',
    message:
      '{inviter} te invitó a inscribir un equipo en su torneo en Cancha. Crea tu cuenta con este email y arma tu equipo:',
  },
};

type InvitationTexts = Record<'subject' | 'member' | 'newcomer', { id: string; message: string }>;

/** An invitation: to the invitations page for a member, to sign-up for an address with no account. */
function invitationEmail(
  texts: InvitationTexts,
  subject: Record<string, string>,
  options: { to: string; inviterName: string; link: string; hasAccount: boolean; locale: Locale },
  values: Record<string, string> = {},
): OutgoingEmail {
  const t = translator(options.locale);
  const intro = t({
    ...(options.hasAccount ? texts.member : texts.newcomer),
    values: { ...values, inviter: options.inviterName },
  });
  return {
    to: options.to,
    subject: t({ ...texts.subject, values: subject }),
    text: `${intro}\n\n${options.link}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(t(INVITATION_ACTION))}</a></p>`,
  };
}

// Teams by name (docs/decisions/025): a roster line to claim, or a team the organiser hands to a captain.
const ROSTER_CLAIM = {
  subject: /*i18n*/ { id: 'mail.rosterClaim.subject', message: 'Te anotaron en el plantel de {team}' },
  member: /*i18n*/ {
    id: 'mail.rosterClaim.member',
    message:
      '{inviter} te anotó como {name} en el plantel de {team}. Confirma que eres tú y tus goles, tarjetas y partidos quedarán en tu cuenta:',
  },
  newcomer: /*i18n*/ {
    id: 'mail.rosterClaim.newcomer',
    message:
      '{inviter} te anotó como {name} en el plantel de {team}. Crea tu cuenta con este email y confirma que eres tú para ver tus partidos y estadísticas:',
  },
};

const CAPTAIN_CLAIM = {
  subject: /*i18n*/ { id: 'mail.captainClaim.subject', message: 'Te proponen ser capitán de {team}' },
  member: /*i18n*/ {
    id: 'mail.captainClaim.member',
    message:
      '{inviter} armó el equipo {team} en su torneo y te propone ser su capitán: administrarás el plantel y las inscripciones. Acepta aquí:',
  },
  newcomer: /*i18n*/ {
    id: 'mail.captainClaim.newcomer',
    message:
      '{inviter} armó el equipo {team} en su torneo y te propone ser su capitán. Crea tu cuenta con este email y acepta la propuesta:',
  },
};

export function teamInvitationEmail(options: {
  to: string;
  teamName: string;
  inviterName: string;
  link: string;
  hasAccount: boolean;
  locale: Locale;
  kind: 'join' | 'roster' | 'captain';
  rosterName?: string;
}): OutgoingEmail {
  const texts = { join: TEAM_INVITE, roster: ROSTER_CLAIM, captain: CAPTAIN_CLAIM }[options.kind];
  return invitationEmail(texts, { team: options.teamName }, options, {
    team: options.teamName,
    name: options.rosterName ?? '',
  });
}

export function tournamentInvitationEmail(options: {
  to: string;
  tournamentName: string;
  inviterName: string;
  link: string;
  hasAccount: boolean;
  locale: Locale;
}): OutgoingEmail {
  return invitationEmail(TOURNAMENT_INVITE, { name: options.tournamentName }, options);
}

const CONFIRM = {
  subject: /*i18n*/ { id: 'mail.confirm.subject', message: 'Confirma tu email en Cancha' },
  signUp: /*i18n*/ {
    id: 'mail.confirm.signUp',
    message:
      'Te damos la bienvenida a Cancha. Confirma que este email es tuyo para recibir las invitaciones de equipos y torneos enviadas a él:',
  },
  change: /*i18n*/ {
    id: 'mail.confirm.change',
    message: 'Pediste usar este email en tu cuenta de Cancha. Confírmalo para que el cambio tenga efecto:',
  },
  action: /*i18n*/ { id: 'mail.confirm.action', message: 'Confirmar mi email' },
  outro: /*i18n*/ {
    id: 'mail.confirm.outro',
    message: 'El enlace vale una sola vez y vence en 48 horas. Si no fuiste tú, ignora este mensaje.',
  },
};

/** The link that proves an address: after sign-up (signUp) or for an address the account asked to move to. */
export function emailConfirmationEmail(options: {
  to: string;
  link: string;
  change: boolean;
  locale: Locale;
}): OutgoingEmail {
  const t = translator(options.locale);
  const intro = t(options.change ? CONFIRM.change : CONFIRM.signUp);
  const [action, outro] = [t(CONFIRM.action), t(CONFIRM.outro)];
  return {
    to: options.to,
    subject: t(CONFIRM.subject),
    text: `${intro}\n\n${options.link}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`,
  };
}

const CHANGED = {
  subject: /*i18n*/ { id: 'mail.changed.subject', message: 'El email de tu cuenta de Cancha cambió' },
  body: /*i18n*/ {
    id: 'mail.changed.body',
    message: 'El email de tu cuenta de Cancha ahora es {to}. Desde ahora, los avisos llegarán allí.',
  },
  outro: /*i18n*/ {
    id: 'mail.changed.outro',
    message:
      'Si no fuiste tú, escríbenos desde el formulario de contacto: alguien pudo haber entrado a tu cuenta.',
  },
};

/** Tells the old address that the account moved to a new one. */
export function emailChangedEmail(options: { to: string; newEmail: string; link: string; locale: Locale }) {
  const t = translator(options.locale);
  const body = t({ ...CHANGED.body, values: { to: options.newEmail } });
  const outro = t(CHANGED.outro);
  return {
    to: options.to,
    subject: t(CHANGED.subject),
    text: `${body}\n\n${outro}\n${options.link}\n`,
    html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(outro)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>`,
  } satisfies OutgoingEmail;
}
