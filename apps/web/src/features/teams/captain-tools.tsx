import type { TeamDto, TeamPlayerDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { CrownIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const EditTeamDialog = lazyDialog(() => import('./edit-team-dialog').then((m) => m.EditTeamDialog));
const DeleteTeamDialog = lazyDialog(() => import('./delete-team-dialog').then((m) => m.DeleteTeamDialog));
const ChangeCaptainDialog = lazyDialog(() =>
  import('./change-captain-dialog').then((m) => m.ChangeCaptainDialog),
);

type Tool = 'edit' | 'captain' | 'delete';

/**
 * docs/product/teams.md#roles — only the CAPTAIN edits the team, hands over the captaincy and deletes the
 * team; the lineup and invitations live next to the players. A PLAYER never sees this card.
 */
export function CaptainTools({
  team,
  players,
  me,
}: {
  team: TeamDto;
  players: TeamPlayerDto[];
  me: TeamPlayerDto;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState<Tool | null>(null);
  const onOpenChange = (tool: Tool) => (next: boolean) => setOpen(next ? tool : null);
  return (
    <Card data-testid="captain-tools">
      <CardHeader>
        <CardTitle>
          <Trans>Herramientas del capitán</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Solo tú puedes editar el equipo, ceder la capitanía o eliminarlo.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-3">
        <Button variant="outline" onClick={() => setOpen('edit')}>
          <PencilIcon aria-hidden />
          <Trans>Editar equipo</Trans>
        </Button>
        <Button variant="outline" onClick={() => setOpen('captain')}>
          <CrownIcon aria-hidden />
          <Trans>Cambiar capitán</Trans>
        </Button>
        <Button
          variant="outline"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => setOpen('delete')}
        >
          <Trash2Icon aria-hidden />
          <Trans>Eliminar equipo</Trans>
        </Button>
      </CardContent>
      <EditTeamDialog team={team} open={open === 'edit'} onOpenChange={onOpenChange('edit')} />
      <ChangeCaptainDialog
        team={team}
        players={players}
        me={me}
        open={open === 'captain'}
        onOpenChange={onOpenChange('captain')}
      />
      <DeleteTeamDialog
        team={team}
        open={open === 'delete'}
        onOpenChange={onOpenChange('delete')}
        closeLabel={t`Cerrar`}
      />
    </Card>
  );
}
