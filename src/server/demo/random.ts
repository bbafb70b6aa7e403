/** Deterministic randomness for the demo: the same seed gives the same church. */

/** mulberry32: tiny, fast, and good enough to make demo data look unplanned. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }
  /** Index drawn in proportion to the weights. */
  weighted(weights: readonly number[]): number {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let target = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      target -= weights[i] as number;
      if (target < 0) return i;
    }
    return weights.length - 1;
  }
  /** A version-4-shaped UUID drawn from the seed (for tests that compare two plans). */
  uuid(): string {
    const hex = Array.from({ length: 16 }, (_, index) => {
      let byte = Math.floor(this.next() * 256);
      if (index === 6) byte = (byte & 0x0f) | 0x40;
      if (index === 8) byte = (byte & 0x3f) | 0x80;
      return byte.toString(16).padStart(2, "0");
    }).join("");
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** Ids drawn from a seed: the same seed gives the same ids (tests only; installs use random ids). */
export function seededIds(seed: number): () => string {
  const random = new Random(seed);
  return () => random.uuid();
}
