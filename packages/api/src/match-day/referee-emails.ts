import type { Locale } from '@cancha/shared';
import { escapeHtml } from '@cancha/shared';
import { translator } from '../i18n/translate';
import type { OutgoingEmail } from '../mail/mailer';

// The e-mail that tells a referee of an assignment (or that it moved), with links to confirm or decline it without
// signing in: the link's token is the assignment's own secret.

const TEXT = {
  subject: /*i18n*/ { id: 'mail.referee.subject', message: 'Cancha: árbitro de {match}' },
  intro: /*i18n*/ { id: 'mail.referee.intro', message: 'Te asignaron como árbitro de este partido:' },
  moved: /*i18n*/ { id: 'mail.referee.moved', message: 'Cambió el partido que te toca arbitrar:' },
  confirm: /*i18n*/ { id: 'mail.referee.confirm', message: 'Confirmo que voy' },
  decline: /*i18n*/ { id: 'mail.referee.decline', message: 'No puedo ir' },
  releasedSubject: /*i18n*/ { id: 'mail.referee.releasedSubject', message: 'Cancha: ya no arbitras {match}' },
  released: /*i18n*/ {
    id: 'mail.referee.released',
    message: 'El organizador cambió el árbitro de este partido: ya no te toca dirigirlo.',
  },
  outro: /*i18n*/ {
    id: 'mail.referee.outro',
    message: 'Si no puedes, avísalo con el segundo enlace: el organizador asignará otro árbitro.',
  },
};

export function refereeAssignmentEmail(options: {
  to: string;
  match: string;
  when: string;
  tournament: string;
  link: string;
  moved: boolean;
  locale: Locale;
}): OutgoingEmail {
  const say = translator(options.locale);
  const t = {
    moved: say(TEXT.moved),
    intro: say(TEXT.intro),
    confirm: say(TEXT.confirm),
    decline: say(TEXT.decline),
    outro: say(TEXT.outro),
  };
  const confirm = `${options.link}&answer=CONFIRMED`;
  const decline = `${options.link}&answer=DECLINED`;
  const lead = options.moved ? t.moved : t.intro;
  const what = `${options.tournament}: ${options.match} · ${options.when}`;
  return {
    to: options.to,
    subject: say({ ...TEXT.subject, values: { match: options.match } }),
    text: `${lead}\n\n${what}\n\n${t.confirm}: ${confirm}\n${t.decline}: ${decline}\n\n${t.outro}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><strong>${escapeHtml(what)}</strong></p><p><a href="${escapeHtml(confirm)}">${escapeHtml(t.confirm)}</a> · <a href="${escapeHtml(decline)}">${escapeHtml(t.decline)}</a></p><p>${escapeHtml(t.outro)}</p>`,
  };
}

/** The e-mail that tells a referee a match was taken from them: its earlier links no longer answer for it. */
export function refereeReleasedEmail(options: {
  to: string;
  match: string;
  when: string;
  tournament: string;
  locale: Locale;
}): OutgoingEmail {
  const say = translator(options.locale);
  const lead = say(TEXT.released);
  const what = `${options.tournament}: ${options.match} · ${options.when}`;
  return {
    to: options.to,
    subject: say({ ...TEXT.releasedSubject, values: { match: options.match } }),
    text: `${lead}\n\n${what}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><strong>${escapeHtml(what)}</strong></p>`,
  };
}
