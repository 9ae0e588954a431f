// Great-circle geometry for nearby searches (pure math, no data).
export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Haversine distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box holding every point within radiusKm of center. Across the antimeridian
 * minLng > maxLng: the box is then the two ranges [minLng, 180] and [-180, maxLng]. Near a pole it spans all
 * longitudes.
 */
export function boundingBox(center: LatLng, radiusKm: number) {
  const angular = radiusKm / EARTH_RADIUS_KM;
  let minLat = center.lat - deg(angular);
  let maxLat = center.lat + deg(angular);
  let minLng: number;
  let maxLng: number;
  if (minLat > -90 && maxLat < 90) {
    const dLng = deg(Math.asin(Math.min(1, Math.sin(angular) / Math.cos(rad(center.lat)))));
    minLng = center.lng - dLng;
    maxLng = center.lng + dLng;
    if (minLng < -180) minLng += 360;
    if (maxLng > 180) maxLng -= 360;
    if (dLng >= 180) {
      minLng = -180;
      maxLng = 180;
    }
  } else {
    minLat = Math.max(minLat, -90);
    maxLat = Math.min(maxLat, 90);
    minLng = -180;
    maxLng = 180;
  }
  return { minLat, maxLat, minLng, maxLng };
}
