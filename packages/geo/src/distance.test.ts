import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm, EARTH_RADIUS_KM, isInBoundingBox, type LatLng } from './distance';

const BUENOS_AIRES = { lat: -34.61315, lng: -58.37723 };
const CORDOBA = { lat: -31.4135, lng: -64.18105 };

/** Small seeded generator so a failing sample can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The point `km` away from `from` along `bearing` (degrees), on the same sphere. */
function destination(from: LatLng, bearing: number, km: number): LatLng {
  const rad = Math.PI / 180;
  const d = km / EARTH_RADIUS_KM;
  const lat1 = from.lat * rad;
  const theta = bearing * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(theta));
  const lng2 =
    from.lng * rad +
    Math.atan2(Math.sin(theta) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  const lng = ((((lng2 / rad + 180) % 360) + 360) % 360) - 180;
  return { lat: lat2 / rad, lng };
}

describe('distanceKm', () => {
  it('puts Buenos Aires about 646 km from Córdoba', () => {
    const km = distanceKm(BUENOS_AIRES, CORDOBA);
    expect(Math.abs(km - 646) / 646).toBeLessThan(0.01);
  });

  it('is zero for the same point and symmetric', () => {
    expect(distanceKm(CORDOBA, CORDOBA)).toBe(0);
    expect(distanceKm(BUENOS_AIRES, CORDOBA)).toBeCloseTo(distanceKm(CORDOBA, BUENOS_AIRES), 9);
  });

  it('measures across the antimeridian the short way round', () => {
    expect(distanceKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBeCloseTo(111.19, 1);
  });

  it('gives half the circumference for antipodes', () => {
    // Haversine loses a few decimals near antipodes (asin of almost 1): 1 m is plenty here.
    expect(distanceKm({ lat: 10, lng: 20 }, { lat: -10, lng: -160 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      2,
    );
  });
});

describe('boundingBox', () => {
  it('contains every point within the radius, anywhere on the globe', () => {
    const next = random(20_261_122);
    const centres: LatLng[] = [];
    for (let i = 0; i < 200; i++) {
      const lng = (next() * 2 - 1) * 180;
      centres.push({ lat: (next() * 2 - 1) * 90, lng });
      // Samples concentrated where boxes are hard: next to the antimeridian and the poles.
      centres.push({ lat: (next() * 2 - 1) * 60, lng: (next() < 0.5 ? 179 : -179) + (next() * 2 - 1) });
      centres.push({ lat: (next() < 0.5 ? 1 : -1) * (80 + next() * 10), lng });
    }
    for (const centre of centres) {
      const radius = 0.5 + next() * (next() < 0.8 ? 300 : 3000);
      const box = boundingBox(centre, radius);
      for (let k = 0; k < 40; k++) {
        // Half the samples sit on the circle itself, where the box is tightest.
        const km = k % 2 === 0 ? radius * (1 - 1e-9) : radius * next();
        const point = destination(centre, next() * 360, km);
        expect(distanceKm(centre, point)).toBeLessThanOrEqual(radius + 1e-6);
        if (!isInBoundingBox(box, point)) {
          throw new Error(`${JSON.stringify(point)} within ${radius} km of ${JSON.stringify(centre)}`);
        }
      }
    }
  });

  it('wraps around the antimeridian as minLng > maxLng', () => {
    const box = boundingBox({ lat: -17, lng: 179.8 }, 50);
    expect(box.minLng).toBeGreaterThan(box.maxLng);
    expect(box.minLng).toBeCloseTo(179.33, 1);
    expect(box.maxLng).toBeCloseTo(-179.73, 1);
    expect(isInBoundingBox(box, { lat: -17, lng: -179.9 })).toBe(true);
    expect(isInBoundingBox(box, { lat: -17, lng: 0 })).toBe(false);
  });

  it('opens to all longitudes when the circle holds a pole', () => {
    expect(boundingBox({ lat: 89.9, lng: 10 }, 50)).toEqual({
      minLat: expect.closeTo(89.45, 2),
      maxLat: 90,
      minLng: -180,
      maxLng: 180,
    });
    expect(boundingBox({ lat: -89.5, lng: 0 }, 100).minLat).toBe(-90);
  });

  it('stays tight at mid latitudes', () => {
    const box = boundingBox({ lat: 60, lng: 10 }, 100);
    const kmPerDegree = (Math.PI * EARTH_RADIUS_KM) / 180;
    expect(box.maxLat - box.minLat).toBeCloseTo((2 * 100) / kmPerDegree, 6);
    expect(box.maxLng - box.minLng).toBeGreaterThan((2 * 100) / (kmPerDegree * 0.5));
    expect(box.maxLng - box.minLng).toBeLessThan(1.01 * ((2 * 100) / (kmPerDegree * 0.5)));
  });

  it('rejects a negative radius', () => {
    expect(() => boundingBox(CORDOBA, -1)).toThrow(RangeError);
  });
});
