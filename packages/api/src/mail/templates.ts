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
