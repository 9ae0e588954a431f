import {
  ADVANCE_PER_GROUP_MAX,
  BEST_THIRDS_MAX,
  GROUPS_MAX,
  GROUPS_MIN,
  RED_SUSPENSION_MAX,
  WALKOVER_GOALS_MAX,
  WALKOVERS_TO_WITHDRAW_MAX,
  YELLOWS_FOR_SUSPENSION_MAX,
} from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChoiceField, SwitchField } from '@/components/form-fields';
import type { TournamentFormValues } from './tournament-form';

// The tournament form's format fields (docs/decisions/013): the group stage's shape and the knock-out's rules.

const GROUP_COUNTS = Array.from({ length: GROUPS_MAX - GROUPS_MIN + 1 }, (_, i) => GROUPS_MIN + i);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A group stage's shape (docs/decisions/013): groups, who goes through, legs, and how the knock-out pairs them. */
export function GroupStageFields({
  idOf,
  values,
  error,
  onChange,
  onPairing,
}: {
  idOf: (name: string) => string;
  values: TournamentFormValues;
  error: string | undefined;
  onChange: (groupStage: TournamentFormValues['groupStage']) => void;
  onPairing: (pairing: TournamentFormValues['pairing']) => void;
}) {
  const { t, i18n } = useLingui();
  const stage = values.groupStage;
  const numbers = (list: number[]) => list.map((n) => ({ value: String(n), label: i18n.number(n) }));
  const change = (key: keyof typeof stage) => (value: string) => onChange({ ...stage, [key]: value });
  return (
    <>
      <ChoiceField
        id={idOf('groups')}
        label={<Trans>Grupos</Trans>}
        placeholder={t`Selecciona la cantidad`}
        value={stage.groups}
        onChange={change('groups')}
        options={numbers(GROUP_COUNTS)}
        error={error}
      />
      <ChoiceField
        id={idOf('advancePerGroup')}
        label={<Trans>Clasifican por grupo</Trans>}
        placeholder={t`Selecciona la cantidad`}
        value={stage.advancePerGroup}
        onChange={change('advancePerGroup')}
        options={numbers(range(1, ADVANCE_PER_GROUP_MAX))}
      />
      <ChoiceField
        id={idOf('bestThirds')}
        label={<Trans>Mejores del puesto siguiente</Trans>}
        placeholder={t`Selecciona la cantidad`}
        value={stage.bestThirds}
        onChange={change('bestThirds')}
        options={numbers(range(0, BEST_THIRDS_MAX))}
      />
      <ChoiceField
        id={idOf('groupLegs')}
        label={<Trans>Partidos entre rivales de grupo</Trans>}
        placeholder={t`Selecciona una opción`}
        value={stage.legs}
        onChange={change('legs')}
        options={[
          { value: '1', label: t`Solo ida` },
          { value: '2', label: t`Ida y vuelta` },
        ]}
      />
      <ChoiceField
        id={idOf('pairing')}
        label={<Trans>Cruces de las eliminatorias</Trans>}
        placeholder={t`Selecciona una opción`}
        value={values.pairing}
        onChange={(v) => onPairing(v as TournamentFormValues['pairing'])}
        options={[
          { value: 'WORLD_CUP', label: t`Como en el Mundial: primeros contra segundos` },
          { value: 'SEEDED', label: t`Por ranking: el mejor contra el peor` },
        ]}
      />
    </>
  );
}

/** The knock-out's rules: third place, legs of each tie and of the final, and away goals when ties have two legs. */
export function KnockoutFields({
  idOf,
  values,
  set,
}: {
  idOf: (name: string) => string;
  values: TournamentFormValues;
  set: <K extends keyof TournamentFormValues>(key: K, value: TournamentFormValues[K]) => void;
}) {
  const { t } = useLingui();
  const legOptions = [
    { value: '1', label: t`Un partido` },
    { value: '2', label: t`Ida y vuelta` },
  ];
  const twoLegged = values.knockoutLegs === '2' || values.finalLegs === '2';
  return (
    <>
      <SwitchField
        id={idOf('thirdPlaceMatch')}
        checked={values.thirdPlaceMatch}
        onCheckedChange={(checked) => set('thirdPlaceMatch', checked)}
        label={<Trans>Partido por el tercer puesto</Trans>}
        hint={<Trans>Los perdedores de las semifinales lo juegan; se arma junto con la final.</Trans>}
      />
      <ChoiceField
        id={idOf('knockoutLegs')}
        label={<Trans>Cruces de eliminación</Trans>}
        placeholder={t`Selecciona una opción`}
        value={values.knockoutLegs}
        onChange={(v) => set('knockoutLegs', v)}
        options={legOptions}
      />
      <ChoiceField
        id={idOf('finalLegs')}
        label={<Trans>Final</Trans>}
        placeholder={t`Selecciona una opción`}
        value={values.finalLegs}
        onChange={(v) => set('finalLegs', v)}
        options={legOptions}
      />
      {twoLegged ? (
        <SwitchField
          id={idOf('awayGoals')}
          checked={values.awayGoals}
          onCheckedChange={(checked) => set('awayGoals', checked)}
          label={<Trans>Gol de visitante</Trans>}
          hint={
            <Trans>
              Con el global empatado avanza quien hizo más goles de visitante. La UEFA y la Conmebol lo
              abolieron; si está apagado, se define por penales.
            </Trans>
          }
        />
      ) : null}
    </>
  );
}

/** Suspensions from cards (docs/decisions/013#discipline): yellows that suspend, matches a red costs. */
export function DisciplineFields({
  idOf,
  values,
  set,
}: {
  idOf: (name: string) => string;
  values: TournamentFormValues;
  set: <K extends keyof TournamentFormValues>(key: K, value: TournamentFormValues[K]) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <ChoiceField
        id={idOf('yellowCardsForSuspension')}
        label={<Trans>Amarillas que suspenden</Trans>}
        placeholder={t`Selecciona una opción`}
        value={values.yellowCardsForSuspension}
        onChange={(v) => set('yellowCardsForSuspension', v)}
        options={[
          { value: '0', label: t`Sin suspensión por amarillas` },
          ...range(2, YELLOWS_FOR_SUSPENSION_MAX).map((n) => {
            const count = i18n.number(n);
            return { value: String(n), label: t`Cada ${count} amarillas, 1 partido` };
          }),
        ]}
      />
      <ChoiceField
        id={idOf('suspensionMatchesForRed')}
        label={<Trans>Partidos de suspensión por roja directa</Trans>}
        placeholder={t`Selecciona la cantidad`}
        value={values.suspensionMatchesForRed}
        onChange={(v) => set('suspensionMatchesForRed', v)}
        options={range(1, RED_SUSPENSION_MAX).map((n) => ({ value: String(n), label: i18n.number(n) }))}
      />
      {values.type === 'GROUPS_KNOCKOUT' && values.yellowCardsForSuspension !== '0' ? (
        <SwitchField
          id={idOf('resetYellowsAfterGroups')}
          checked={values.resetYellowsAfterGroups}
          onCheckedChange={(checked) => set('resetYellowsAfterGroups', checked)}
          label={<Trans>Borrar las amarillas al terminar los grupos</Trans>}
          hint={<Trans>Las suspensiones ya ganadas se cumplen igual.</Trans>}
        />
      ) : null}
    </>
  );
}

/** The walkover's score and after how many walkovers a team may be withdrawn (docs/decisions/013#awards). */
export function WalkoverFields({
  idOf,
  values,
  set,
}: {
  idOf: (name: string) => string;
  values: TournamentFormValues;
  set: <K extends keyof TournamentFormValues>(key: K, value: TournamentFormValues[K]) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <ChoiceField
        id={idOf('walkoverGoals')}
        label={<Trans>Resultado del W.O.</Trans>}
        placeholder={t`Selecciona una opción`}
        value={values.walkoverGoals}
        onChange={(v) => set('walkoverGoals', v)}
        options={range(1, WALKOVER_GOALS_MAX).map((n) => ({
          value: String(n),
          label: `${i18n.number(n)} - 0`,
        }))}
      />
      <ChoiceField
        id={idOf('walkoversToWithdraw')}
        label={<Trans>W.O. para poder retirar a un equipo</Trans>}
        placeholder={t`Selecciona la cantidad`}
        value={values.walkoversToWithdraw}
        onChange={(v) => set('walkoversToWithdraw', v)}
        options={range(1, WALKOVERS_TO_WITHDRAW_MAX).map((n) => ({
          value: String(n),
          label: i18n.number(n),
        }))}
      />
    </>
  );
}
