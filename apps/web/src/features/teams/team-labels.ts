import type { InvitationStatus, NearbyFilter, PositionKey, TeamGender, TeamRole } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// docs/product/formats.md#labels — MALE 'Masculino', FEMALE 'Femenino', MIXED 'Mixto' (teams store MIX).
export const TEAM_GENDER_LABELS: Record<TeamGender, MessageDescriptor> = {
  MALE: msg`Masculino`,
  FEMALE: msg`Femenino`,
  MIX: msg`Mixto`,
};

/**
 * The genders offered when creating a team (docs/product/teams.md#creating-a-team): MALE and FEMALE, then MIX,
 * offered last so that mixed tournaments can get teams (the server accepts MIX).
 */
export const SELECTABLE_TEAM_GENDERS: readonly TeamGender[] = ['MALE', 'FEMALE', 'MIX'];

// docs/product/teams.md#positions — Spanish source; en/pt-BR use the usual football names.
export const POSITION_LABELS: Record<PositionKey, MessageDescriptor> = {
  portero: msg`Portero`,
  defensa_central: msg`Defensa central`,
  lateral_derecho: msg`Lateral derecho`,
  lateral_izquierdo: msg`Lateral izquierdo`,
  defensa_derecho: msg`Defensa derecho`,
  defensa_izquierdo: msg`Defensa izquierdo`,
  mediocentro_defensivo: msg`Mediocentro defensivo`,
  mediocentro_ofensivo: msg`Mediocentro ofensivo`,
  centrocampista_central: msg`Centrocampista central`,
  extremo_derecho: msg`Extremo derecho`,
  extremo_izquierdo: msg`Extremo izquierdo`,
  centro_delantero: msg`Centrodelantero`,
  segundo_delantero: msg`Segundo delantero`,
  extremo_derecho_delantero: msg`Extremo derecho delantero`,
  extremo_izquierdo_delantero: msg`Extremo izquierdo delantero`,
};

// docs/product/teams.md#roles — a member stored with another role (ADMIN appears once) still gets a label.
export const TEAM_ROLE_LABELS: Record<TeamRole, MessageDescriptor> = {
  CAPTAIN: msg`Capitán`,
  PLAYER: msg`Jugador`,
};
const OTHER_ROLE_LABEL = msg`Miembro`;

export function teamRoleLabel(role: string): MessageDescriptor {
  return role in TEAM_ROLE_LABELS ? TEAM_ROLE_LABELS[role as TeamRole] : OTHER_ROLE_LABEL;
}

// The answers to a team invitation (docs/product/formats.md#labels).
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, MessageDescriptor> = {
  PENDING: msg`Pendiente`,
  ACCEPTED: msg`Aceptado`,
  REJECTED: msg`Rechazado`,
};

/**
 * The nearby distance filter; 'ALL' is no filter. docs/product/teams.md#nearby-teams — CERCANO ≤ 10 km,
 * LEJANO > 10 km.
 */
export type DistanceChoice = NearbyFilter | 'ALL';
export const DISTANCE_CHOICES: readonly DistanceChoice[] = ['ALL', 'CERCANO', 'LEJANO'];
export const DISTANCE_LABELS: Record<DistanceChoice, MessageDescriptor> = {
  ALL: msg`Todos`,
  CERCANO: msg`Cerca`,
  LEJANO: msg`Lejos`,
};

/** Kilometres with one decimal in the reader's locale: '3,2 km' in Spanish, '3.2 km' in English. */
export function formatDistanceKm(km: number, locale: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    km,
  );
  return `${number} km`;
}
