import { z } from 'zod';
import {
  FORMATION_MAX_OUTFIELD,
  FORMATION_NAME_MAX,
  FormationError,
  POSITION_KEYS,
  parseFormation,
  TEAM_SIZES,
} from './formations';
import { singleLine } from './text.schema';

export const TeamSize = z.literal(TEAM_SIZES);
export type TeamSize = z.infer<typeof TeamSize>;

export const PositionKey = z.enum(POSITION_KEYS);
export type PositionKey = z.infer<typeof PositionKey>;

/** A structure as typed in a URL or a form: trimmed, and valid for parseFormation. */
export const FormationStructure = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    try {
      parseFormation(value);
    } catch (error) {
      if (!(error instanceof FormationError)) throw error;
      ctx.addIssue({ code: 'custom', message: error.message });
    }
  });
export type FormationStructure = z.infer<typeof FormationStructure>;

export const FormationPosition = z.object({
  playerId: z.string().trim().min(1).max(64),
  positionName: PositionKey,
  abbreviation: singleLine(4).min(1),
  coordinatesX: z.number().min(0).max(100),
  coordinatesY: z.number().min(0).max(100),
  order: z.number().int().min(0).max(FORMATION_MAX_OUTFIELD),
});
export type FormationPosition = z.infer<typeof FormationPosition>;

/**
 * docs/product/formations.md#calls — POST formations/{teamId}/{structure} body; a lineup may leave slots
 * empty.
 */
export const SaveFormation = z.object({
  playerCount: z.number().int().min(5).max(11),
  name: singleLine(FORMATION_NAME_MAX).min(1),
  positions: z
    .array(FormationPosition)
    .max(FORMATION_MAX_OUTFIELD + 1)
    .superRefine((positions, ctx) => {
      const players = new Set<string>();
      const orders = new Set<number>();
      positions.forEach((p, i) => {
        if (players.has(p.playerId)) {
          ctx.addIssue({ code: 'custom', message: 'PLAYER_PLACED_TWICE', path: [i, 'playerId'] });
        }
        if (orders.has(p.order)) {
          ctx.addIssue({ code: 'custom', message: 'PLACE_TAKEN_TWICE', path: [i, 'order'] });
        }
        players.add(p.playerId);
        orders.add(p.order);
      });
    }),
});
export type SaveFormation = z.input<typeof SaveFormation>;
