import type { TournamentDto } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ListPlusIcon } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { trpc } from '@/lib/trpc';

const AddTeamsDialog = lazyDialog(() => import('./add-teams-dialog').then((m) => m.AddTeamsDialog));

/**
 * The owner's way in for teams that do not use Cancha (docs/decisions/025): shown only while teams can still join,
 * that is before the fixture is drawn, and while the tournament has room.
 */
export function AddTeamsByName({ tournament }: { tournament: TournamentDto }) {
  const [open, setOpen] = useState(false);
  const tournamentId = tournament.id;
  const rounds = useQuery(trpc.fixtures.rounds.queryOptions({ tournamentId }));
  const registrations = useQuery(trpc.registrations.ofTournament.queryOptions({ tournamentId }));
  const places = Math.max(0, tournament.totalTeams - tournament.registeredTeamsCount);
  const drawn = !rounds.data || rounds.data.rounds.length > 0;
  if (!tournament.isOwner || tournament.status === 'COMPLETED' || drawn || places === 0) return null;
  const takenNames = (registrations.data ?? []).flatMap((r) =>
    r.team && r.status !== 'REJECTED' ? [r.team.name] : [],
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Equipos sin cuenta</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            ¿Algún equipo no usa Cancha? Agrégalo por su nombre: tú llevas su plantel hasta que un capitán se
            haga cargo.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => setOpen(true)} className="w-full sm:w-auto">
          <ListPlusIcon aria-hidden />
          <Trans>Agregar equipos por nombre</Trans>
        </Button>
        <AddTeamsDialog
          tournamentId={tournamentId}
          places={places}
          takenNames={takenNames}
          open={open}
          onOpenChange={setOpen}
        />
      </CardContent>
    </Card>
  );
}
