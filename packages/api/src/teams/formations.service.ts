import { type Db, formationPositions, formations, type Queryable, teamPlayers } from '@cancha/db';
import { DomainError, FormationError, parseFormation, type SaveFormation } from '@cancha/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { requireCaptain, requireMember } from './teams.service';

export interface FormationDto {
  id: string;
  teamId: string;
  structure: string;
  name: string;
  playerCount: number;
  positions: {
    playerId: string;
    positionName: string;
    abbreviation: string;
    coordinatesX: number;
    coordinatesY: number;
    order: number;
  }[];
  updatedAt: string;
}

/**
 * docs/product/formations.md#calls — GET formations/team/{teamId}; the most recently saved first. Members
 * only.
 */
export function listFormations(db: Queryable, user: UserRow, teamId: string): FormationDto[] {
  requireMember(db, teamId, user.id);
  const rows = db
    .select()
    .from(formations)
    .where(eq(formations.teamId, teamId))
    .orderBy(desc(formations.updatedAt), desc(formations.createdAt))
    .all();
  if (rows.length === 0) return [];
  const positions = db
    .select()
    .from(formationPositions)
    .where(
      inArray(
        formationPositions.formationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(formationPositions.order))
    .all();
  return rows.map((f) => ({
    id: f.id,
    teamId: f.teamId,
    structure: f.structure,
    name: f.name,
    playerCount: f.playerCount,
    positions: positions.filter((p) => p.formationId === f.id).map(({ formationId: _, ...p }) => p),
    updatedAt: f.updatedAt.toISOString(),
  }));
}

/**
 * docs/product/formations.md#calls — POST formations/{teamId}/{structure}. The captain saves the lineup of
 * one structure; saving it again replaces it. Every placed player must be in the team, and no more players
 * than the structure holds.
 */
export function saveFormation(
  db: Db,
  user: UserRow,
  teamId: string,
  structure: string,
  input: z.output<typeof SaveFormation>,
): FormationDto {
  let lines: number[];
  try {
    lines = parseFormation(structure);
  } catch (error) {
    if (error instanceof FormationError) throw new DomainError('FORMATION_INVALID');
    throw error;
  }
  const normalized = lines.join('-');
  const slots = lines.reduce((a, b) => a + b, 1);
  if (input.playerCount !== slots || input.positions.length > slots) {
    throw new DomainError('FORMATION_INVALID');
  }
  if (input.positions.some((p) => p.order >= slots)) throw new DomainError('FORMATION_INVALID');
  db.transaction((tx) => {
    requireCaptain(tx, teamId, user.id);
    const ids = input.positions.map((p) => p.playerId);
    if (ids.length) {
      const members = tx
        .select({ id: teamPlayers.id })
        .from(teamPlayers)
        .where(and(eq(teamPlayers.teamId, teamId), inArray(teamPlayers.id, ids)))
        .all();
      if (members.length !== new Set(ids).size) throw new DomainError('NOT_TEAM_MEMBER');
    }
    const existing = tx
      .select({ id: formations.id })
      .from(formations)
      .where(and(eq(formations.teamId, teamId), eq(formations.structure, normalized)))
      .get();
    const formationId = existing
      ? tx
          .update(formations)
          .set({
            name: input.name,
            playerCount: input.playerCount,
            savedById: user.id,
            updatedAt: new Date(),
          })
          .where(eq(formations.id, existing.id))
          .returning({ id: formations.id })
          .get().id
      : tx
          .insert(formations)
          .values({
            teamId,
            structure: normalized,
            name: input.name,
            playerCount: input.playerCount,
            savedById: user.id,
          })
          .returning({ id: formations.id })
          .get().id;
    tx.delete(formationPositions).where(eq(formationPositions.formationId, formationId)).run();
    if (input.positions.length) {
      tx.insert(formationPositions)
        .values(input.positions.map((p) => ({ ...p, formationId })))
        .run();
    }
  });
  const saved = listFormations(db, user, teamId).find((f) => f.structure === normalized);
  if (!saved) throw new DomainError('NOT_FOUND');
  return saved;
}
