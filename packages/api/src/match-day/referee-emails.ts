import type { Locale } from '@cancha/shared';
import { escapeHtml } from '@cancha/shared';
import type { OutgoingEmail } from '../mail/mailer';

// The e-mail that tells a referee of an assignment (or that it moved), with links to confirm or decline it without
// signing in: the link's token is the assignment's own secret.

const TEXT: Record<
  Locale,
  {
    subject: (m: string) => string;
    intro: string;
    moved: string;
    confirm: string;
    decline: string;
    outro: string;
  }
> = {
  es: {
    subject: (m) => `Cancha: árbitro de ${m}`,
    intro: 'Te asignaron como árbitro de este partido:',
    moved: 'Cambió el partido que te toca arbitrar:',
    confirm: 'Confirmo que voy',
    decline: 'No puedo ir',
    outro: 'Si no puedes, avísalo con el segundo enlace: el organizador asignará otro árbitro.',
  },
  en: {
    subject: (m) => `Cancha: referee for ${m}`,
    intro: 'You were assigned to referee this match:',
    moved: 'The match you referee changed:',
    confirm: 'I will be there',
    decline: 'I cannot come',
    outro: 'If you cannot come, say so with the second link: the organiser will assign another referee.',
  },
  br: {
    subject: (m) => `Cancha: árbitro de ${m}`,
    intro: 'Você foi escalado como árbitro desta partida:',
    moved: 'A partida que você vai apitar mudou:',
    confirm: 'Confirmo que vou',
    decline: 'Não posso ir',
    outro: 'Se não puder, avise pelo segundo link: o organizador escalará outro árbitro.',
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
  const t = TEXT[options.locale];
  const confirm = `${options.link}&answer=CONFIRMED`;
  const decline = `${options.link}&answer=DECLINED`;
  const lead = options.moved ? t.moved : t.intro;
  const what = `${options.tournament}: ${options.match} · ${options.when}`;
  return {
    to: options.to,
    subject: t.subject(options.match),
    text: `${lead}\n\n${what}\n\n${t.confirm}: ${confirm}\n${t.decline}: ${decline}\n\n${t.outro}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><strong>${escapeHtml(what)}</strong></p><p><a href="${escapeHtml(confirm)}">${escapeHtml(t.confirm)}</a> · <a href="${escapeHtml(decline)}">${escapeHtml(t.decline)}</a></p><p>${escapeHtml(t.outro)}</p>`,
  };
}
