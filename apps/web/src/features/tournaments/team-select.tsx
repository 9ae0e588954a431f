import { Plural, useLingui } from '@lingui/react/macro';
import type { DeferredPopupProps } from '@/components/deferred-popup';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { type CaptainTeamChoice, EligibilityNote } from './team-choice';

/** The select of team-choice.tsx's TeamSelect: the user's captained teams, those that cannot join disabled. */
export function TeamSelectPopup({
  choices,
  value,
  onChange,
  trigger,
  defaultOpen,
  triggerRef,
}: DeferredPopupProps & {
  choices: CaptainTeamChoice[];
  value: string;
  onChange: (teamId: string) => void;
}) {
  const { t } = useLingui();
  return (
    <Select value={value} onValueChange={onChange} defaultOpen={defaultOpen}>
      <SelectTrigger ref={triggerRef} {...trigger}>
        <SelectValue placeholder={t`Elige uno de tus equipos`} />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {choices.map(({ team, eligibility, missing }) => (
          <SelectItem key={team.id} value={team.id} disabled={eligibility !== 'OK'}>
            <span className="truncate">
              {team.name} · <Plural value={team.players.length} one="# jugador" other="# jugadores" />
            </span>
            {eligibility !== 'OK' ? (
              <span className="block text-muted-foreground text-xs">
                <EligibilityNote eligibility={eligibility} missing={missing} />
              </span>
            ) : null}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
