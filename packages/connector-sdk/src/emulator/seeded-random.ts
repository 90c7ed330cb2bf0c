/**
 * Deterministic pseudo-random numbers (mulberry32) so an emulator seeded with the same number
 * serves the same records on every machine and every run.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

/** A fixed instant plus `index` hours: stable timestamps that still sort. */
export function seededTimestamp(index: number, base = Date.UTC(2024, 0, 1)): string {
  return new Date(base + index * 3_600_000).toISOString();
}
