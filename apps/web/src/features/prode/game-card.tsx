import type { ProdeGameDto } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { TrophyIcon, UsersIcon } from 'lucide-react';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { MatchWhen } from '@/features/competition/match-card';
import { GAME_STATUS_BADGES, GAME_STATUS_LABELS, localDateTime } from './prode-labels';

/** A game in a list: its tournaments, where it stands, how many play and, for a player in it, their place. */
export function GameCard({ game, actions }: { game: ProdeGameDto; actions?: React.ReactNode }) {
  const { i18n } = useLingui();
  const { players } = game;
  const position = game.me?.position;
  const points = game.me?.points;
  return (
    <article className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs" data-testid="prode-game">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h2 className="font-semibold text-lg leading-tight">
            <Link
              to="/prode/$gameId"
              params={{ gameId: game.id }}
              className="outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              {game.name}
            </Link>
          </h2>
          <p className="truncate text-muted-foreground text-sm">
            {game.tournaments.map((x) => x.name).join(' · ')}
          </p>
        </div>
        <Badge variant={GAME_STATUS_BADGES[game.status]}>{i18n._(GAME_STATUS_LABELS[game.status])}</Badge>
      </div>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex items-center gap-1">
          <UsersIcon className="size-4 text-muted-foreground" aria-hidden />
          <dt className="sr-only">
            <Trans>Jugadores</Trans>
          </dt>
          <dd>
            <Plural value={players} one="# jugador" other="# jugadores" />
          </dd>
        </div>
        {game.startsAt ? (
          <div className="flex flex-wrap items-center gap-x-1">
            <dt className="text-muted-foreground">
              <Trans>Comienza:</Trans>
            </dt>
            <dd>
              <MatchWhen {...localDateTime(game.startsAt)} />
            </dd>
          </div>
        ) : null}
        {game.me ? (
          <div className="flex items-center gap-1 font-medium">
            <TrophyIcon className="size-4 text-primary" aria-hidden />
            <dt className="sr-only">
              <Trans>Tu posición</Trans>
            </dt>
            <dd>
              <Trans>
                {position}º · {points} pts
              </Trans>
            </dd>
          </div>
        ) : null}
      </dl>
      {game.prize ? (
        <p className="text-sm">
          <span className="text-muted-foreground">
            <Trans>Premio:</Trans>
          </span>{' '}
          {game.prize}
        </p>
      ) : null}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}
