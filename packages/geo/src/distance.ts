/** Mean Earth radius (IUGG). */
export const EARTH_RADIUS_KM = 6371.0088;

/** Degrees, latitude first. WGS84, as GeoNames publishes them. */
export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * Bounds for a `BETWEEN` pre-filter on indexed lat/lng columns.
 *
 * When the circle crosses the antimeridian, `minLng > maxLng` (e.g. 170 … -170):
 * the longitude condition is then `lng >= minLng OR lng <= maxLng`. When it contains a pole,
 * the longitudes span the whole -180 … 180. The box always contains the circle; rows inside the
 * box but outside the circle must still be dropped with `distanceKm`.
 */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const RAD = Math.PI / 180;

/** Great-circle distance by the haversine formula. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  // min() guards against h creeping above 1 through rounding for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Wraps a longitude into [-180, 180). */
function wrapLng(lng: number): number {
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  if (!(radiusKm >= 0)) throw new RangeError('radiusKm must be a non-negative number');
  const angular = radiusKm / EARTH_RADIUS_KM;
  const minLat = center.lat - angular / RAD;
  const maxLat = center.lat + angular / RAD;
  // A circle reaching a pole covers every longitude there.
  if (maxLat >= 90 || minLat <= -90) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), minLng: -180, maxLng: 180 };
  }
  // Widest longitude offset of the circle: it is reached north of the centre's parallel, not on it,
  // so a plain radius / cos(lat) would cut corners at high latitude.
  const dLng = Math.asin(Math.sin(angular) / Math.cos(center.lat * RAD)) / RAD;
  // Only rounding at the very edge of the polar case can make asin's argument exceed 1 (NaN).
  if (!(dLng < 180)) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  return { minLat, maxLat, minLng: wrapLng(center.lng - dLng), maxLng: wrapLng(center.lng + dLng) };
}

/** The same test a SQL filter built from the box performs, antimeridian case included. */
export function isInBoundingBox(box: BoundingBox, point: LatLng): boolean {
  if (point.lat < box.minLat || point.lat > box.maxLat) return false;
  // 180 and -180 are the same meridian; boxes use the -180 spelling.
  const lng = wrapLng(point.lng);
  if (box.minLng <= box.maxLng) return lng >= box.minLng && lng <= box.maxLng;
  return lng >= box.minLng || lng <= box.maxLng;
}
