import type { MatchPlaceDto } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import { CalendarPlusIcon, MapPinIcon, NavigationIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

// "Where and when" for a player on the way to a match (issue 42): the tournament, the venue and pitch with its
// street address, a maps link and the match for the phone's calendar.

/** A maps search for the place: its point when known, else its words. Opens the phone's maps app. */
export function mapsUrl(place: MatchPlaceDto): string {
  const query =
    place.lat !== null && place.lng !== null
      ? `${place.lat},${place.lng}`
      : [place.name, place.address].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function MatchWhere({
  matchId,
  tournamentName,
  place,
  dated,
}: {
  matchId: string;
  tournamentName?: string | null;
  place: MatchPlaceDto | null;
  /** It has a date: it can go in a calendar. */
  dated: boolean;
}) {
  return (
    <div className="grid gap-2 text-sm" data-testid="match-where">
      {tournamentName ? <p className="truncate font-medium">{tournamentName}</p> : null}
      {place ? (
        <p className="flex items-start gap-2 text-muted-foreground">
          <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="min-w-0">
            <span className="block text-foreground">{place.name}</span>
            {place.address ? <span className="block">{place.address}</span> : null}
          </span>
        </p>
      ) : null}
      <MatchWhereActions matchId={matchId} place={place} dated={dated} />
    </div>
  );
}

/** "Cómo llegar" and "Agregar al calendario", for a page that already names the place. */
export function MatchWhereActions({
  matchId,
  place,
  dated,
}: {
  matchId: string;
  place: MatchPlaceDto | null;
  dated: boolean;
}) {
  if (!place && !dated) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {place ? (
        <Button asChild size="sm" variant="outline">
          <a href={mapsUrl(place)} target="_blank" rel="noopener noreferrer">
            <NavigationIcon aria-hidden />
            <Trans>Cómo llegar</Trans>
          </a>
        </Button>
      ) : null}
      {dated ? (
        <Button asChild size="sm" variant="outline">
          <a href={`/api/v1/soccer-match/${matchId}/calendar.ics`} download>
            <CalendarPlusIcon aria-hidden />
            <Trans>Agregar al calendario</Trans>
          </a>
        </Button>
      ) : null}
    </div>
  );
}
