import { describe, expect, it } from 'vitest';
import { boundingBox, distanceKm } from './geo';

const inBox = (p: { lat: number; lng: number }, b: ReturnType<typeof boundingBox>) =>
  p.lat >= b.minLat &&
  p.lat <= b.maxLat &&
  (b.minLng <= b.maxLng ? p.lng >= b.minLng && p.lng <= b.maxLng : p.lng >= b.minLng || p.lng <= b.maxLng);

describe('distanceKm', () => {
  it('measures Buenos Aires to Córdoba at about 646 km', () => {
    const d = distanceKm({ lat: -34.6037, lng: -58.3816 }, { lat: -31.4201, lng: -64.1888 });
    expect(d).toBeGreaterThan(640);
    expect(d).toBeLessThan(652);
    expect(distanceKm({ lat: 10, lng: 10 }, { lat: 10, lng: 10 })).toBe(0);
  });
});

describe('boundingBox', () => {
  it('contains every point within the radius, near the equator, at high latitude and across the antimeridian', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const centers = [
      { lat: -31.4, lng: -64.2 },
      { lat: 0, lng: 0 },
      { lat: 78, lng: 15 },
      { lat: -20, lng: 179.9 },
      { lat: 60, lng: -179.95 },
    ];
    for (const center of centers) {
      for (const radius of [1, 10, 250, 2000]) {
        const box = boundingBox(center, radius);
        for (let i = 0; i < 300; i++) {
          const p = {
            lat: Math.max(-90, Math.min(90, center.lat + (random() - 0.5) * 40)),
            lng: ((center.lng + (random() - 0.5) * 80 + 540) % 360) - 180,
          };
          if (distanceKm(center, p) <= radius)
            expect(inBox(p, box), JSON.stringify({ center, radius, p })).toBe(true);
        }
      }
    }
  });

  it('splits into two longitude ranges across the antimeridian and spans the globe near a pole', () => {
    const box = boundingBox({ lat: 0, lng: 179.99 }, 10);
    expect(box.minLng).toBeGreaterThan(box.maxLng);
    expect(boundingBox({ lat: 89.99, lng: 0 }, 50)).toMatchObject({ minLng: -180, maxLng: 180, maxLat: 90 });
  });
});
