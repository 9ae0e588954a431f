import {
  groupText,
  type Locale,
  type RoundStage,
  stageText,
  thirdPlaceText,
  withValues,
} from '@cancha/shared';
import { translator } from '../i18n/translate';

// The words on the share images, in the language they are asked in (the sharer's, or Spanish for a link
// preview). Rounds and groups are named as everywhere else (@cancha/shared's texts/rounds).

const S = {
  standings: /*i18n*/ { id: 'share.standings', message: 'Tabla de posiciones' },
  scorers: /*i18n*/ { id: 'share.scorers', message: 'Goleadores' },
  bracket: /*i18n*/ { id: 'share.bracket', message: 'Llave' },
  results: /*i18n*/ { id: 'share.results', message: 'Resultados' },
  played: /*i18n*/ { id: 'share.columns.played', message: 'PJ' },
  difference: /*i18n*/ { id: 'share.columns.difference', message: 'DG' },
  points: /*i18n*/ { id: 'share.columns.points', message: 'PTS' },
  goals: /*i18n*/ { id: 'share.columns.goals', message: 'Goles' },
  penalties: /*i18n*/ { id: 'share.penalties', message: '{score} por penales' },
  walkover: /*i18n*/ { id: 'share.walkover', message: 'W.O.' },
  live: /*i18n*/ { id: 'share.live', message: 'En juego' },
  more: /*i18n*/ { id: 'share.more', message: 'y {count} más' },
  moreGroups: /*i18n*/ {
    id: 'share.moreGroups',
    message:
      '{groups, plural, one {y # grupo más} other {y # grupos más}} ({teams, plural, one {# equipo} other {# equipos}})',
  },
  empty: /*i18n*/ { id: 'share.empty', message: 'Todavía no hay datos' },
  hours: /*i18n*/ { id: 'share.hours', message: '{time} hs' },
  friendly: /*i18n*/ { id: 'share.friendly', message: 'Amistoso' },
};

export interface ShareTexts {
  standings: string;
  scorers: string;
  bracket: string;
  results: string;
  columns: { played: string; difference: string; points: string; goals: string };
  stage: (stage: RoundStage) => string;
  thirdPlace: string;
  group: (name: string) => string;
  penalties: (score: string) => string;
  walkover: string;
  live: string;
  more: (n: number) => string;
  /** The whole groups a table picture leaves out, and their teams. */
  moreGroups: (groups: number, teams: number) => string;
  empty: string;
  hours: (time: string) => string;
  friendly: string;
}

const kept = new Map<Locale, ShareTexts>();

/** Every word of the share images in one language. */
export function shareTexts(locale: Locale): ShareTexts {
  const known = kept.get(locale);
  if (known) return known;
  const t = translator(locale);
  const texts: ShareTexts = {
    standings: t(S.standings),
    scorers: t(S.scorers),
    bracket: t(S.bracket),
    results: t(S.results),
    columns: { played: t(S.played), difference: t(S.difference), points: t(S.points), goals: t(S.goals) },
    stage: (stage) => t(stageText(stage)),
    thirdPlace: t(thirdPlaceText()),
    group: (name) => t(groupText(name)),
    penalties: (score) => t(withValues(S.penalties, { score })),
    walkover: t(S.walkover),
    live: t(S.live),
    more: (count) => t(withValues(S.more, { count })),
    moreGroups: (groups, teams) => t(withValues(S.moreGroups, { groups, teams })),
    empty: t(S.empty),
    hours: (time) => t(withValues(S.hours, { time })),
    friendly: t(S.friendly),
  };
  kept.set(locale, texts);
  return texts;
}
