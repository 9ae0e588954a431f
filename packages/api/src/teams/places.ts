/**
 * The coordinates of a place: those of the suggestion the user picked. A place typed by hand stays text only
 * (left out of nearby searches) until the offline geocoder lands (issue #3, item 3).
 */
export function placeOf(input: { location: string; lat?: number; lng?: number }) {
  if (input.lat !== undefined && input.lng !== undefined) return { lat: input.lat, lng: input.lng };
  return null;
}
