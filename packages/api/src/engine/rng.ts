/** A deterministic PRNG, so a stored seed reproduces a draw exactly. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
}

/** FNV-1a: a cheap, well-spread 32-bit hash of the seed's text. */
export function hashSeed(seed: string | number): number {
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for draws (not for secrets). */
export function createRng(seed: string | number): Rng {
  let state = hashSeed(seed);
  return {
    next() {
      state = (state + 0x6d2b79f5) | 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** An integer in [0, n). */
export function randomIndex(n: number, rng: Rng): number {
  // Clamp guards against an Rng that returns exactly 1.
  return Math.min(n - 1, Math.floor(rng.next() * n));
}

/** Fisher–Yates on a copy. */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomIndex(i + 1, rng);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}
