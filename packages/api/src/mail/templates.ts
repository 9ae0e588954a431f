import type { Locale } from '@cancha/shared';
import type { OutgoingEmail } from './mailer';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const RESET: Record<Locale, { subject: string; intro: string; action: string; outro: string }> = {
  es: {
    subject: 'Restablece tu contraseña de Cancha',
    intro:
      'Recibimos un pedido para restablecer la contraseña de tu cuenta. Abre este enlace para elegir una nueva:',
    action: 'Elegir nueva contraseña',
    outro: 'El enlace vale una sola vez y vence en una hora. Si no lo pediste, ignora este mensaje.',
  },
  en: {
    subject: 'Reset your Cancha password',
    intro: 'We received a request to reset the password of your account. Open this link to choose a new one:',
    action: 'Choose a new password',
    outro: 'The link works once and expires in one hour. If you did not ask for it, ignore this message.',
  },
  br: {
    subject: 'Redefina sua senha do Cancha',
    intro: 'Recebemos um pedido para redefinir a senha da sua conta. Abra este link para escolher uma nova:',
    action: 'Escolher nova senha',
    outro: 'O link vale uma única vez e expira em uma hora. Se você não pediu, ignore esta mensagem.',
  },
};

export function passwordResetEmail(to: string, link: string, locale: Locale): OutgoingEmail {
  const t = RESET[locale];
  return {
    to,
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.outro}\n`,
    html: `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.outro)}</p>`,
  };
}

const TEAM_INVITE: Record<
  Locale,
  { subject: (team: string) => string; member: string; newcomer: string; action: string }
> = {
  es: {
    subject: (team) => `Te invitaron a jugar en ${team}`,
    member: 'te invitó a sumarte a su equipo en Cancha. Acepta o rechaza la invitación aquí:',
    newcomer:
      'te invitó a sumarte a su equipo en Cancha. Crea tu cuenta con este email y encontrarás la invitación esperándote:',
    action: 'Ver invitación',
  },
  en: {
    subject: (team) => `You were invited to play for ${team}`,
    member: 'invited you to join their team on Cancha. Accept or decline the invitation here:',
    newcomer:
      'invited you to join their team on Cancha. Sign up with this e-mail address and the invitation will be waiting for you:',
    action: 'See the invitation',
  },
  br: {
    subject: (team) => `Você foi convidado para jogar no ${team}`,
    member: 'convidou você para entrar no time dele no Cancha. Aceite ou recuse o convite aqui:',
    newcomer:
      'convidou você para entrar no time dele no Cancha. Crie sua conta com este e-mail e o convite estará esperando por você:',
    action: 'Ver convite',
  },
};

/** A team invitation: to the invitations page for a member, to sign-up for an address with no account. */
export function teamInvitationEmail(options: {
  to: string;
  teamName: string;
  inviterName: string;
  link: string;
  hasAccount: boolean;
  locale: Locale;
}): OutgoingEmail {
  const t = TEAM_INVITE[options.locale];
  const intro = `${options.inviterName} ${options.hasAccount ? t.member : t.newcomer}`;
  return {
    to: options.to,
    subject: t.subject(options.teamName),
    text: `${intro}\n\n${options.link}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(t.action)}</a></p>`,
  };
}

const TOURNAMENT_INVITE: Record<
  Locale,
  { subject: (name: string) => string; member: string; newcomer: string; action: string }
> = {
  es: {
    subject: (name) => `Te invitaron al torneo ${name}`,
    member: 'te invitó a inscribir uno de tus equipos en su torneo. Responde desde tu inicio en Cancha:',
    newcomer:
      'te invitó a inscribir un equipo en su torneo en Cancha. Crea tu cuenta con este email y arma tu equipo:',
    action: 'Ver invitación',
  },
  en: {
    subject: (name) => `You were invited to the ${name} tournament`,
    member: 'invited you to enter one of your teams in their tournament. Answer from your Cancha home:',
    newcomer:
      'invited you to enter a team in their tournament on Cancha. Sign up with this e-mail address and build your team:',
    action: 'See the invitation',
  },
  br: {
    subject: (name) => `Você foi convidado para o torneio ${name}`,
    member:
      'convidou você para inscrever um dos seus times no torneio dele. Responda pelo seu início no Cancha:',
    newcomer:
      'convidou você para inscrever um time no torneio dele no Cancha. Crie sua conta com este e-mail e monte seu time:',
    action: 'Ver convite',
  },
};

export function tournamentInvitationEmail(options: {
  to: string;
  tournamentName: string;
  inviterName: string;
  link: string;
  hasAccount: boolean;
  locale: Locale;
}): OutgoingEmail {
  const t = TOURNAMENT_INVITE[options.locale];
  const intro = `${options.inviterName} ${options.hasAccount ? t.member : t.newcomer}`;
  return {
    to: options.to,
    subject: t.subject(options.tournamentName),
    text: `${intro}\n\n${options.link}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(t.action)}</a></p>`,
  };
}
