import { geocode } from '@cancha/geo';

/**
 * The coordinates of a place: those of the suggestion the user picked, else the locality the typed text
 * geocodes to offline (docs/decisions/005); null when neither is known, and the place stays text only.
 */
export function placeOf(input: { location: string; lat?: number; lng?: number }) {
  if (input.lat !== undefined && input.lng !== undefined) return { lat: input.lat, lng: input.lng };
  const found = geocode(input.location);
  return found ? { lat: found.lat, lng: found.lng } : null;
}
