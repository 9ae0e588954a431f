import { type DayBoardDto, formatDateDmy, type MatchDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExpandIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BoardMatch, shownScore, useStageLabel } from './board-match';

// The board on a club's TV (`?tv=1`, docs/decisions/014): read from across the room, left on for the day. Large
// type, what is played now and next on each pitch, and the pitches in turns when they do not fit side by side.

/** How wide a pitch's column must be to be read from across a room. */
const COLUMN_PX = 520;
/** How long each group of pitches stays on screen when they take turns. */
export const TURN_MS = 15_000;

type Pitch = DayBoardDto['pitches'][number];

/** What a pitch plays now (a match started) and next (the first still to start after it). */
export function nowAndNext(pitch: Pitch): { now: MatchDto | null; next: MatchDto | null } {
  const now = pitch.matches.find((m) => m.status === 'IN_PROGRESS') ?? null;
  const from = now ? pitch.matches.indexOf(now) + 1 : 0;
  const next =
    pitch.matches
      .slice(from)
      .find((m) => m.status === 'PENDING' || m.status === 'SCHEDULED' || m.status === 'POSTPONED') ?? null;
  return { now, next };
}

/** A TV column needs no finished match but the last one: what comes still fits. */
export function stillToShow(matches: MatchDto[]): MatchDto[] {
  const lastDone = matches.findLastIndex((m) => m.status === 'COMPLETED');
  return lastDone > 0 ? matches.slice(lastDone) : matches;
}

/** Which pitches are on screen: as many as fit the width, the groups taking turns every TURN_MS. */
function usePitchTurns(count: number) {
  const [perScreen, setPerScreen] = useState(() => Math.max(1, Math.floor(window.innerWidth / COLUMN_PX)));
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    const onResize = () => setPerScreen(Math.max(1, Math.floor(window.innerWidth / COLUMN_PX)));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const turns = Math.max(1, Math.ceil(count / perScreen));
  useEffect(() => {
    if (turns <= 1) return;
    const timer = setInterval(() => setTurn((t) => t + 1), TURN_MS);
    return () => clearInterval(timer);
  }, [turns]);
  const at = turn % turns;
  return { from: at * perScreen, to: (at + 1) * perScreen, at, turns };
}

/** The time of day, kept current: a TV shows what is next against it. */
function useClock(locale: string) {
  const read = () =>
    new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date());
  const [now, setNow] = useState(read);
  useEffect(() => {
    const timer = setInterval(() => setNow(read()), 10_000);
    return () => clearInterval(timer);
  });
  return now;
}

function useFullscreen() {
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  return { full, available: document.fullscreenEnabled === true };
}

export function TvBoard({ board, onExit }: { board: DayBoardDto; onExit: () => void }) {
  const { i18n } = useLingui();
  const stageOf = useStageLabel(board.stages);
  const clock = useClock(i18n.locale);
  const screen = useFullscreen();
  const shown = board.pitches.filter((p) => p.matches.length > 0);
  const turns = usePitchTurns(shown.length);
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${board.date}T12:00:00Z`),
  );
  return (
    <div className="flex min-h-dvh flex-col gap-5 p-6" data-testid="board" data-tv="">
      <header className="flex items-start gap-6">
        <div className="min-w-0 flex-1">
          <h1 className="break-words font-bold text-5xl leading-tight">{board.tournament.name}</h1>
          <p className="mt-1 text-3xl text-muted-foreground capitalize">
            {weekday} {formatDateDmy(board.date)}
          </p>
        </div>
        <time className="font-bold text-6xl tabular">{clock}</time>
        <div className="flex flex-col gap-2">
          {screen.available && !screen.full ? (
            <Button size="lg" onClick={() => void document.documentElement.requestFullscreen()}>
              <ExpandIcon aria-hidden />
              <Trans>Pantalla completa</Trans>
            </Button>
          ) : null}
          {screen.full ? null : (
            <Button size="lg" variant="outline" onClick={onExit}>
              <XIcon aria-hidden />
              <Trans>Salir del modo TV</Trans>
            </Button>
          )}
        </div>
      </header>
      {shown.length === 0 ? (
        <p className="m-auto text-4xl text-muted-foreground">
          <Trans>No hay partidos programados este día.</Trans>
        </p>
      ) : (
        <>
          <NowNextStrip pitches={shown} />
          <div className="grid flex-1 auto-cols-fr grid-flow-col gap-5">
            {shown.slice(turns.from, turns.to).map((pitch) => (
              <section key={pitch.id} className="grid content-start gap-3" aria-label={pitch.name}>
                <h2 className="rounded-lg bg-primary px-4 py-3 font-semibold text-3xl text-primary-foreground">
                  {pitch.name}
                  <span className="block font-normal text-xl opacity-80">{pitch.venueName}</span>
                </h2>
                <ol className="grid gap-3">
                  {stillToShow(pitch.matches).map((m) => (
                    <BoardMatch key={m.id} match={m} stage={stageOf(m)} large />
                  ))}
                </ol>
              </section>
            ))}
          </div>
          {turns.turns > 1 ? (
            <p className="text-center text-2xl text-muted-foreground" data-testid="board-turn">
              <Trans>
                Canchas {turns.from + 1}–{Math.min(turns.to, shown.length)} de {shown.length}
              </Trans>
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

/** Each pitch in one line: what is played now, and what comes next. */
function NowNextStrip({ pitches }: { pitches: Pitch[] }) {
  const { t } = useLingui();
  const lines = pitches.map((p) => ({ pitch: p, ...nowAndNext(p) })).filter((l) => l.now || l.next);
  if (lines.length === 0) return null;
  const teams = (m: MatchDto) => `${m.teamOne.name} – ${m.teamTwo?.name ?? ''}`;
  return (
    <section
      aria-label={t`Ahora y a continuación`}
      className="grid gap-2 rounded-xl bg-muted p-4 text-2xl"
      data-testid="now-next"
    >
      {lines.map(({ pitch, now, next }) => (
        <p key={pitch.id} className="flex flex-wrap gap-x-6">
          <span className="font-semibold">{pitch.name}</span>
          {now ? (
            <span>
              <span className="font-semibold text-primary">{t`Ahora`}</span> {teams(now)}{' '}
              <span className="tabular">{shownScore(now)}</span>
            </span>
          ) : null}
          {next ? (
            <span>
              <span className="font-semibold">{t`A continuación`}</span> {next.time} {teams(next)}
            </span>
          ) : null}
        </p>
      ))}
    </section>
  );
}
