import { type KnockoutRoundName, knockoutRoundName, type RoundStage } from '../fixtures';
import { type TextDescriptor, withValues } from './text';

// The one place rounds and stages are named: the screens, the share images, the match sheet and the REST
// `roundName` all say what these say.

const KNOCKOUT: Record<Exclude<KnockoutRoundName, 'NUMBERED'>, TextDescriptor> = {
  FINAL: /*i18n*/ { id: 'round.final', message: 'Final' },
  SEMIFINAL: /*i18n*/ { id: 'round.semifinal', message: 'Semifinal' },
  QUARTERFINAL: /*i18n*/ { id: 'round.quarterfinal', message: 'Cuartos de final' },
  ROUND_OF_16: /*i18n*/ { id: 'round.of16', message: 'Octavos de final' },
  ROUND_OF_32: /*i18n*/ { id: 'round.of32', message: 'Dieciseisavos de final' },
  ROUND_OF_64: /*i18n*/ { id: 'round.of64', message: 'Treintaidosavos de final' },
};

const MATCHDAY = /*i18n*/ { id: 'round.matchday', message: 'Fecha {number}' };
const GROUP_MATCHDAY = /*i18n*/ { id: 'round.groupMatchday', message: 'Fase de grupos · Fecha {number}' };
const TRIANGULAR = /*i18n*/ { id: 'round.triangular', message: 'Triangular final' };
/** A knock-out round of a count other than 2, 4, 8…: named by its place in the tournament. */
const NUMBERED = /*i18n*/ { id: 'round.numbered', message: 'Ronda {number}' };
const THIRD_PLACE = /*i18n*/ { id: 'round.thirdPlace', message: 'Tercer puesto' };
const GROUP = /*i18n*/ { id: 'round.group', message: 'Grupo {name}' };

/** A round's name: 'Fecha 3', 'Fase de grupos · Fecha 1', 'Cuartos de final', 'Final', 'Triangular final'. */
export function stageText(stage: RoundStage): TextDescriptor {
  switch (stage.kind) {
    case 'MATCHDAY':
      return withValues(MATCHDAY, { number: stage.number });
    case 'GROUP_MATCHDAY':
      return withValues(GROUP_MATCHDAY, { number: stage.number });
    case 'TRIANGULAR':
      return TRIANGULAR;
    case 'KNOCKOUT': {
      const name = stage.final ? 'FINAL' : knockoutRoundName(stage.teams);
      return name === 'NUMBERED' ? withValues(NUMBERED, { number: stage.number }) : KNOCKOUT[name];
    }
  }
}

/** The match for third place, played in the final's round. */
export function thirdPlaceText(): TextDescriptor {
  return THIRD_PLACE;
}

/**
 * A match's round as its page, its sheet and its share text say it: the match for third place is played in the
 * final's round, but it is no final.
 */
export function matchStageText(stage: RoundStage, thirdPlace: boolean): TextDescriptor {
  return thirdPlace ? THIRD_PLACE : stageText(stage);
}

/** A group by its letter: 'Grupo A'. */
export function groupText(name: string): TextDescriptor {
  return withValues(GROUP, { name });
}
