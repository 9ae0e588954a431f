import type { Locale } from '@cancha/shared';
import { escapeHtml } from '@cancha/shared';
import type { OutgoingEmail } from './mailer';

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

const CONFIRM: Record<
  Locale,
  { subject: string; signUp: string; change: string; action: string; outro: string }
> = {
  es: {
    subject: 'Confirma tu email en Cancha',
    signUp:
      'Te damos la bienvenida a Cancha. Confirma que este email es tuyo para recibir las invitaciones de equipos y torneos enviadas a él:',
    change: 'Pediste usar este email en tu cuenta de Cancha. Confírmalo para que el cambio tenga efecto:',
    action: 'Confirmar mi email',
    outro: 'El enlace vale una sola vez y vence en 48 horas. Si no fuiste tú, ignora este mensaje.',
  },
  en: {
    subject: 'Confirm your e-mail address on Cancha',
    signUp:
      'Welcome to Cancha. Confirm that this address is yours to receive the team and tournament invitations sent to it:',
    change: 'You asked to use this address on your Cancha account. Confirm it for the change to take effect:',
    action: 'Confirm my address',
    outro: 'The link works once and expires in 48 hours. If it was not you, ignore this message.',
  },
  br: {
    subject: 'Confirme seu e-mail no Cancha',
    signUp:
      'Boas-vindas ao Cancha. Confirme que este e-mail é seu para receber os convites de times e torneios enviados a ele:',
    change:
      'Você pediu para usar este e-mail na sua conta do Cancha. Confirme-o para que a troca tenha efeito:',
    action: 'Confirmar meu e-mail',
    outro: 'O link vale uma única vez e expira em 48 horas. Se não foi você, ignore esta mensagem.',
  },
};

/** The link that proves an address: after sign-up (signUp) or for an address the account asked to move to. */
export function emailConfirmationEmail(options: {
  to: string;
  link: string;
  change: boolean;
  locale: Locale;
}): OutgoingEmail {
  const t = CONFIRM[options.locale];
  const intro = options.change ? t.change : t.signUp;
  return {
    to: options.to,
    subject: t.subject,
    text: `${intro}\n\n${options.link}\n\n${t.outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.outro)}</p>`,
  };
}

const CHANGED: Record<Locale, { subject: string; body: (to: string) => string; outro: string }> = {
  es: {
    subject: 'El email de tu cuenta de Cancha cambió',
    body: (to) => `El email de tu cuenta de Cancha ahora es ${to}. Desde ahora, los avisos llegarán allí.`,
    outro:
      'Si no fuiste tú, escríbenos desde el formulario de contacto: alguien pudo haber entrado a tu cuenta.',
  },
  en: {
    subject: 'The e-mail address of your Cancha account changed',
    body: (to) => `The e-mail address of your Cancha account is now ${to}. From now on, messages go there.`,
    outro: 'If it was not you, write to us through the contact form: someone may have entered your account.',
  },
  br: {
    subject: 'O e-mail da sua conta do Cancha mudou',
    body: (to) => `O e-mail da sua conta do Cancha agora é ${to}. A partir de agora, os avisos chegarão lá.`,
    outro:
      'Se não foi você, escreva para nós pelo formulário de contato: alguém pode ter entrado na sua conta.',
  },
};

/** Tells the old address that the account moved to a new one. */
export function emailChangedEmail(options: { to: string; newEmail: string; link: string; locale: Locale }) {
  const t = CHANGED[options.locale];
  const body = t.body(options.newEmail);
  return {
    to: options.to,
    subject: t.subject,
    text: `${body}\n\n${t.outro}\n${options.link}\n`,
    html: `<p>${escapeHtml(body)}</p><p>${escapeHtml(t.outro)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(options.link)}</a></p>`,
  } satisfies OutgoingEmail;
}
