import { z } from 'zod';

/**
 * The fields of an edit: each one optional and without its default. A creation's defaults (no fee, open, public)
 * must never fill in what an edit left out, or saving one field would reset the others (docs/decisions/019).
 */
export function editFields<T extends z.ZodRawShape>(
  shape: T,
): { [K in keyof T]: z.ZodOptional<T[K] extends z.ZodDefault<infer I> ? I : T[K]> } {
  const out: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) {
    const bare = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType);
    out[key] = bare.optional();
  }
  return out as never;
}
