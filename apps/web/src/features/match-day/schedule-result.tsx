import {
  formatDateDmy,
  matchStageText,
  type PlannedMatchDto,
  type PlannedSlotDto,
  type ScheduleResultDto,
  type UnscheduledReason,
} from '@cancha/shared';
import { plural } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { UNSCHEDULED_REASONS } from './match-day-labels';

// What a plan did, or would do (docs/decisions/024): how many matches it placed, what limited it (the referees
// for the pitches, the rule that kept matches out) and, for a preview, each match from where to where.

/** "Cuartos de final · A - B", or "Tercer puesto · A - B". */
export function usePlannedMatchName() {
  const { i18n } = useLingui();
  return (m: PlannedMatchDto) => {
    const stage = m.stage ? i18n._(matchStageText(m.stage, m.thirdPlace)) : null;
    return stage ? `${stage} · ${m.match}` : m.match;
  };
}

export function slotText(slot: PlannedSlotDto): string {
  return [`${formatDateDmy(slot.date)} ${slot.time}`, slot.pitch].filter(Boolean).join(' · ');
}

/** The limits of a plan, each as a sentence that says what to change. */
export function ScheduleLimits({ result }: { result: ScheduleResultDto }) {
  const { t, i18n } = useLingui();
  const name = usePlannedMatchName();
  const byReason = new Map<UnscheduledReason, PlannedMatchDto[]>();
  for (const u of result.unscheduled) byReason.set(u.reason, [...(byReason.get(u.reason) ?? []), u]);
  const missing = result.withoutReferee.length;
  return (
    <>
      {missing > 0 ? (
        <p className="text-muted-foreground" data-testid="schedule-referee-limit">
          {result.referees < result.pitches
            ? t`${plural(result.referees, { one: '# árbitro', other: '# árbitros' })} para ${plural(result.pitches, { one: '# cancha', other: '# canchas' })}: ${plural(missing, { one: '# partido sin árbitro', other: '# partidos sin árbitro' })}.`
            : t`${plural(missing, { one: '# partido quedó sin árbitro libre', other: '# partidos quedaron sin árbitro libre' })}.`}
        </p>
      ) : null}
      {[...byReason.entries()].map(([reason, list]) => (
        <div key={reason} className="grid gap-1 text-destructive" data-testid="schedule-unplaced">
          <p>
            <Plural value={list.length} one="# partido no entra." other="# partidos no entran." />{' '}
            {i18n._(UNSCHEDULED_REASONS[reason])}
          </p>
          <ul className="list-disc ps-5 text-muted-foreground">
            {list.slice(0, 8).map((m) => (
              <li key={m.matchId}>{name(m)}</li>
            ))}
            {list.length > 8 ? <li>{t`y ${list.length - 8} más`}</li> : null}
          </ul>
        </div>
      ))}
    </>
  );
}

/** The answer of an applied plan: how many matches moved, and its limits. */
export function ScheduleResult({ result }: { result: ScheduleResultDto }) {
  return (
    <div role="status" className="grid gap-2 text-sm" data-testid="schedule-result">
      <p>
        <Plural value={result.scheduled} one="# partido programado." other="# partidos programados." />
      </p>
      <ScheduleLimits result={result} />
    </div>
  );
}
