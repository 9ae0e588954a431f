/**
 * docs/product/forms.md#places-and-maps — a map needs numeric coordinates; anything else is 'Ubicación
 * inválida'.
 */
export function validPoint(lat: unknown, lng: unknown): { lat: number; lng: number } | null {
  const a = typeof lat === 'string' && lat.trim() !== '' ? Number(lat) : lat;
  const b = typeof lng === 'string' && lng.trim() !== '' ? Number(lng) : lng;
  if (typeof a !== 'number' || typeof b !== 'number' || !Number.isFinite(a) || !Number.isFinite(b))
    return null;
  if (Math.abs(a) > 90 || Math.abs(b) > 180) return null;
  return { lat: a, lng: b };
}
