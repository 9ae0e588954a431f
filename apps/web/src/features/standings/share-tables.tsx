import type { TournamentStatisticsDto } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { publicTournamentLink, ShareButton } from '@/components/share-button';

/** The standings as a picture for the team's chat, with the public page's link when there is one. */
export function StandingsShareButton({ statistics }: { statistics: TournamentStatisticsDto }) {
  const { t } = useLingui();
  return (
    <ShareButton
      size="sm"
      target={{
        image: `/api/v1/share/tournaments/${statistics.tournamentId}/standings.png`,
        text: `${statistics.tournamentName} · ${t`Tabla de posiciones`}`,
        link: publicTournamentLink(statistics.tournamentId, statistics.isPublic),
        fileName: 'cancha-tabla.png',
      }}
    />
  );
}

/** 'Goleadores' as a picture. */
export function ScorersShareButton({ statistics }: { statistics: TournamentStatisticsDto }) {
  const { t } = useLingui();
  return (
    <ShareButton
      size="sm"
      target={{
        image: `/api/v1/share/tournaments/${statistics.tournamentId}/scorers.png`,
        text: `${statistics.tournamentName} · ${t`Goleadores`}`,
        link: publicTournamentLink(statistics.tournamentId, statistics.isPublic),
        fileName: 'cancha-goleadores.png',
      }}
    />
  );
}
