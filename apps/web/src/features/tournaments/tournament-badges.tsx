import type { RegistrationStatus, TournamentStatus } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import {
  PLAYER_REGISTRATION_LABELS,
  REGISTRATION_STATUS_BADGES,
  REGISTRATION_STATUS_LABELS,
  TOURNAMENT_STATUS_BADGES,
  TOURNAMENT_STATUS_LABELS,
} from './tournament-labels';

/**
 * docs/product/tournaments.md#status-and-visibility — each tournament status with its Spanish label and its
 * own colour.
 */
export function TournamentStatusBadge({
  status,
  className,
}: {
  status: TournamentStatus;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <Badge variant={TOURNAMENT_STATUS_BADGES[status]} className={className} data-status={status}>
      {i18n._(TOURNAMENT_STATUS_LABELS[status])}
    </Badge>
  );
}

/**
 * A registration's status: 'Aceptado'… for the creator, 'APROBADO'… in the player view
 * (docs/product/registrations.md#statuses).
 */
export function RegistrationBadge({
  status,
  view,
}: {
  status: RegistrationStatus;
  view: 'creator' | 'player';
}) {
  const { i18n } = useLingui();
  const labels = view === 'player' ? PLAYER_REGISTRATION_LABELS : REGISTRATION_STATUS_LABELS;
  return (
    <Badge variant={REGISTRATION_STATUS_BADGES[status]} data-status={status}>
      {i18n._(labels[status])}
    </Badge>
  );
}
