import type { Locale } from '@cancha/shared';
import { escapeHtml } from '@cancha/shared';
import { translator } from '../i18n/translate';
import type { OutgoingEmail } from '../mail/mailer';

// A referee's daily e-mail (docs/decisions/014): the matches given to them or moved since the last one, each with
// links to confirm or decline it without signing in (the link's token is the assignment's own secret), one link
// that confirms them all, and the matches taken from them.

const TEXT = {
  subject: /*i18n*/ { id: 'mail.refereeDigest.subject', message: 'Cancha: tus partidos como árbitro' },
  intro: /*i18n*/ {
    id: 'mail.refereeDigest.intro',
    message: 'Estos son los partidos que te asignaron o que cambiaron:',
  },
  changed: /*i18n*/ { id: 'mail.refereeDigest.changed', message: 'Cambió' },
  confirmAll: /*i18n*/ { id: 'mail.refereeDigest.confirmAll', message: 'Confirmar todos' },
  released: /*i18n*/ {
    id: 'mail.refereeDigest.released',
    message: 'El organizador cambió el árbitro de estos partidos: ya no te toca dirigirlos.',
  },
  confirm: /*i18n*/ { id: 'mail.referee.confirm', message: 'Confirmo que voy' },
  decline: /*i18n*/ { id: 'mail.referee.decline', message: 'No puedo ir' },
  outro: /*i18n*/ {
    id: 'mail.referee.outro',
    message: 'Si no puedes, avísalo con el segundo enlace: el organizador asignará otro árbitro.',
  },
};

/** A match as the e-mail names it: "Copa: A - B · dd/mm/yyyy · 10:00 · Venue · Cancha 1". */
export interface DigestLine {
  tournament: string;
  match: string;
  when: string;
}

export function refereeDigestEmail(options: {
  to: string;
  /** Given or moved, each with its own answer link (`…/referee?match=&token=`). */
  assigned: (DigestLine & { moved: boolean; link: string })[];
  released: DigestLine[];
  /** The link that confirms every assigned match at once; absent when none was assigned. */
  confirmAll: string | null;
  locale: Locale;
}): OutgoingEmail {
  const say = translator(options.locale);
  const what = (l: DigestLine) => `${l.tournament}: ${l.match} · ${l.when}`;
  const [confirm, decline] = [say(TEXT.confirm), say(TEXT.decline)];
  const text: string[] = [];
  const html: string[] = [];
  if (options.assigned.length > 0) {
    const intro = say(TEXT.intro);
    text.push(intro);
    html.push(`<p>${escapeHtml(intro)}</p><ul>`);
    for (const a of options.assigned) {
      const line = a.moved ? `${say(TEXT.changed)} · ${what(a)}` : what(a);
      const [yes, no] = [`${a.link}&answer=CONFIRMED`, `${a.link}&answer=DECLINED`];
      text.push(`${line}\n${confirm}: ${yes}\n${decline}: ${no}`);
      html.push(
        `<li><strong>${escapeHtml(line)}</strong><br><a href="${escapeHtml(yes)}">${escapeHtml(confirm)}</a> · <a href="${escapeHtml(no)}">${escapeHtml(decline)}</a></li>`,
      );
    }
    html.push('</ul>');
  }
  if (options.confirmAll) {
    const all = say(TEXT.confirmAll);
    text.push(`${all}: ${options.confirmAll}`);
    html.push(`<p><a href="${escapeHtml(options.confirmAll)}"><strong>${escapeHtml(all)}</strong></a></p>`);
  }
  if (options.released.length > 0) {
    const lead = say(TEXT.released);
    text.push([lead, ...options.released.map(what)].join('\n'));
    html.push(
      `<p>${escapeHtml(lead)}</p><ul>${options.released.map((l) => `<li>${escapeHtml(what(l))}</li>`).join('')}</ul>`,
    );
  }
  if (options.assigned.length > 0) {
    const outro = say(TEXT.outro);
    text.push(outro);
    html.push(`<p>${escapeHtml(outro)}</p>`);
  }
  return { to: options.to, subject: say(TEXT.subject), text: `${text.join('\n\n')}\n`, html: html.join('') };
}
