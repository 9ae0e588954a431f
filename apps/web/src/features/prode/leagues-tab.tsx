import type { ProdeLeagueDto } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UsersIcon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

// Private leagues: make one, share its link with friends, see the ranking among them.

export const leagueLink = (token: string) =>
  `${window.location.origin}/prode?join=${encodeURIComponent(token)}`;

export function LeaguesTab({
  gameId,
  leagues,
  onShow,
}: {
  gameId: string;
  leagues: ProdeLeagueDto[];
  onShow: (leagueId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.prode.createLeague.mutationOptions());
  const leave = useMutation(trpc.prode.leaveLeague.mutationOptions());
  const [name, setName] = useState('');
  const refresh = () => queryClient.invalidateQueries(trpc.prode.pathFilter());
  const share = async (league: ProdeLeagueDto) => {
    const url = leagueLink(league.token!);
    const leagueName = league.name;
    const text = t`Súmate a mi liga "${leagueName}" del Prode en Cancha`;
    if (navigator.share) {
      try {
        await navigator.share({ title: league.name, text, url });
        return;
      } catch {
        // Dismissed: copying the link is the fallback.
      }
    }
    await navigator.clipboard?.writeText(url);
    toast.success(t`Enlace copiado.`);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim().length < 2 || create.isPending) return;
    try {
      await create.mutateAsync({ gameId, name });
      setName('');
      toast.success(t`Liga creada. Comparte el enlace con tus amigos.`);
      await refresh();
    } catch (err) {
      toast.error(errorMessage(i18n, err));
    }
  };
  return (
    <div className="grid gap-4">
      {leagues.length === 0 ? (
        <EmptyState
          icon={UsersIcon}
          title={<Trans>Todavía no estás en ninguna liga.</Trans>}
          description={
            <Trans>Crea una y comparte el enlace: la tabla de la liga muestra solo a sus miembros.</Trans>
          }
        />
      ) : (
        <ul className="grid gap-2">
          {leagues.map((l) => {
            const members = l.members;
            return (
              <li key={l.id} className="grid gap-2 rounded-xl border bg-card p-3" data-testid="prode-league">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{l.name}</span>
                  <span className="text-muted-foreground text-sm">
                    <Plural value={members} one="# miembro" other="# miembros" />
                  </span>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => onShow(l.id)}>
                    <Trans>Ver tabla</Trans>
                  </Button>
                  {l.token ? (
                    <Button size="sm" variant="outline" onClick={() => void share(l)}>
                      <Trans>Invitar</Trans>
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={leave.isPending}
                    onClick={() =>
                      void leave
                        .mutateAsync({ leagueId: l.id })
                        .then(refresh)
                        .catch((err) => toast.error(errorMessage(i18n, err)))
                    }
                  >
                    <Trans>Salir</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <form onSubmit={(e) => void submit(e)} className="grid gap-2 rounded-xl border p-3" noValidate>
        <Field id={`${id}-league`} label={<Trans>Nueva liga privada</Trans>}>
          <Input
            id={`${id}-league`}
            value={name}
            maxLength={60}
            placeholder={t`Los del trabajo`}
            onChange={(e) => setName(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={name.trim().length < 2 || create.isPending}>
          <Trans>Crear liga</Trans>
        </Button>
      </form>
    </div>
  );
}
