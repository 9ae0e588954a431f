import {
  type Locale,
  type NotificationKind,
  type NotificationParams,
  notificationText,
} from '@cancha/shared';
import { translator } from '../i18n/translate';

// The e-mail of a notification, in the recipient's language: its sentence is the one the screens show
// (@cancha/shared's notificationText).

const EMAIL = {
  subject: /*i18n*/ { id: 'mail.notification.subject', message: 'Cancha: tienes una nueva notificación' },
  outro: /*i18n*/ {
    id: 'mail.notification.outro',
    message: 'Puedes elegir qué avisos te llegan por e-mail desde tu perfil.',
  },
};

export function notificationEmail(
  to: string,
  kind: NotificationKind,
  params: NotificationParams,
  locale: Locale,
  publicUrl: string,
) {
  const t = translator(locale);
  return {
    to,
    subject: t(EMAIL.subject),
    text: `${t(notificationText({ kind, params }))}\n\n${publicUrl}/\n\n${t(EMAIL.outro)}`,
  };
}
