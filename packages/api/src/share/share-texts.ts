import type { Locale, RoundStage } from '@cancha/shared';

// The words on the share images, in the language they are asked in (the sharer's, or Spanish for a link preview).

interface Texts {
  standings: string;
  scorers: string;
  bracket: string;
  results: string;
  columns: { played: string; difference: string; points: string; goals: string };
  matchday: (n: number) => string;
  groupMatchday: (n: number) => string;
  final: string;
  semifinal: string;
  quarterfinal: string;
  roundOf16: string;
  round: (n: number) => string;
  triangular: string;
  thirdPlace: string;
  group: (name: string) => string;
  penalties: (score: string) => string;
  walkover: string;
  live: string;
  more: (n: number) => string;
  empty: string;
  hours: (time: string) => string;
  friendly: string;
}

const ES: Texts = {
  standings: 'Tabla de posiciones',
  scorers: 'Goleadores',
  bracket: 'Llave',
  results: 'Resultados',
  columns: { played: 'PJ', difference: 'DG', points: 'PTS', goals: 'Goles' },
  matchday: (n) => `Fecha ${n}`,
  groupMatchday: (n) => `Fase de grupos · Fecha ${n}`,
  final: 'Final',
  semifinal: 'Semifinal',
  quarterfinal: 'Cuartos de final',
  roundOf16: 'Octavos de final',
  round: (n) => `Ronda ${n}`,
  triangular: 'Triangular',
  thirdPlace: 'Tercer puesto',
  group: (name) => `Grupo ${name}`,
  penalties: (score) => `${score} por penales`,
  walkover: 'W.O.',
  live: 'En juego',
  more: (n) => `y ${n} más`,
  empty: 'Todavía no hay datos',
  hours: (time) => `${time} hs`,
  friendly: 'Amistoso',
};

const EN: Texts = {
  standings: 'Standings',
  scorers: 'Top scorers',
  bracket: 'Bracket',
  results: 'Results',
  columns: { played: 'P', difference: 'GD', points: 'PTS', goals: 'Goals' },
  matchday: (n) => `Matchday ${n}`,
  groupMatchday: (n) => `Group stage · Matchday ${n}`,
  final: 'Final',
  semifinal: 'Semi-finals',
  quarterfinal: 'Quarter-finals',
  roundOf16: 'Round of 16',
  round: (n) => `Round ${n}`,
  triangular: 'Triangular',
  thirdPlace: 'Third place',
  group: (name) => `Group ${name}`,
  penalties: (score) => `${score} on penalties`,
  walkover: 'Walkover',
  live: 'Live',
  more: (n) => `and ${n} more`,
  empty: 'Nothing here yet',
  hours: (time) => time,
  friendly: 'Friendly',
};

const BR: Texts = {
  standings: 'Classificação',
  scorers: 'Artilheiros',
  bracket: 'Chaveamento',
  results: 'Resultados',
  columns: { played: 'J', difference: 'SG', points: 'PTS', goals: 'Gols' },
  matchday: (n) => `Rodada ${n}`,
  groupMatchday: (n) => `Fase de grupos · Rodada ${n}`,
  final: 'Final',
  semifinal: 'Semifinal',
  quarterfinal: 'Quartas de final',
  roundOf16: 'Oitavas de final',
  round: (n) => `Fase ${n}`,
  triangular: 'Triangular',
  thirdPlace: 'Terceiro lugar',
  group: (name) => `Grupo ${name}`,
  penalties: (score) => `${score} nos pênaltis`,
  walkover: 'W.O.',
  live: 'Ao vivo',
  more: (n) => `e mais ${n}`,
  empty: 'Ainda não há dados',
  hours: (time) => `${time}h`,
  friendly: 'Amistoso',
};

export const SHARE_TEXTS: Record<Locale, Texts> = { es: ES, en: EN, br: BR };

export function stageName(stage: RoundStage, t: Texts): string {
  switch (stage.kind) {
    case 'MATCHDAY':
      return t.matchday(stage.number);
    case 'GROUP_MATCHDAY':
      return t.groupMatchday(stage.number);
    case 'TRIANGULAR':
      return t.triangular;
    case 'KNOCKOUT':
      if (stage.final) return t.final;
      if (stage.teams === 4) return t.semifinal;
      if (stage.teams === 8) return t.quarterfinal;
      if (stage.teams === 16) return t.roundOf16;
      return t.round(stage.number);
  }
}
