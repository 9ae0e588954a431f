import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  formationPositions,
  formations,
  teamPlayers,
  transaction,
} from '@cancha/db';
import { DomainError, FormationError, parseFormation, type SaveFormation } from '@cancha/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { requireCaptain, requireMember } from './membership';

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
export async function listFormations(db: Db, user: UserRow, teamId: string): Promise<FormationDto[]> {
  await requireMember(db, teamId, user.id);
  const rows = await fetchAll(
    db
      .select()
      .from(formations)
      .where(eq(formations.teamId, teamId))
      .orderBy(desc(formations.updatedAt), desc(formations.createdAt)),
  );
  if (rows.length === 0) return [];
  const positions = await fetchAll(
    db
      .select()
      .from(formationPositions)
      .where(
        inArray(
          formationPositions.formationId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(formationPositions.order)),
  );
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
export async function saveFormation(
  db: Db,
  user: UserRow,
  teamId: string,
  structure: string,
  input: z.output<typeof SaveFormation>,
): Promise<FormationDto> {
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
  await transaction(db, async (tx) => {
    await requireCaptain(tx, teamId, user.id);
    const ids = input.positions.map((p) => p.playerId);
    if (ids.length) {
      const members = await fetchAll(
        tx
          .select({ id: teamPlayers.id })
          .from(teamPlayers)
          .where(and(eq(teamPlayers.teamId, teamId), inArray(teamPlayers.id, ids))),
      );
      if (members.length !== new Set(ids).size) throw new DomainError('NOT_TEAM_MEMBER');
    }
    const existing = await fetchOne(
      tx
        .select({ id: formations.id })
        .from(formations)
        .where(and(eq(formations.teamId, teamId), eq(formations.structure, normalized))),
    );
    const formationId = existing
      ? (await fetchOne(
          tx
            .update(formations)
            .set({
              name: input.name,
              playerCount: input.playerCount,
              savedById: user.id,
              updatedAt: new Date(),
            })
            .where(eq(formations.id, existing.id))
            .returning({ id: formations.id }),
        ))!.id
      : (await fetchOne(
          tx
            .insert(formations)
            .values({
              teamId,
              structure: normalized,
              name: input.name,
              playerCount: input.playerCount,
              savedById: user.id,
            })
            .returning({ id: formations.id }),
        ))!.id;
    await execute(tx.delete(formationPositions).where(eq(formationPositions.formationId, formationId)));
    if (input.positions.length) {
      await execute(
        tx.insert(formationPositions).values(input.positions.map((p) => ({ ...p, formationId }))),
      );
    }
  });
  const saved = (await listFormations(db, user, teamId)).find((f) => f.structure === normalized);
  if (!saved) throw new DomainError('NOT_FOUND');
  return saved;
}
