/** Seeded PRNG (mulberry32): the only source of randomness in the engine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A `bootstrap_room`: SGLang draws a random 63-bit integer; we show it in hex. */
export function bootstrapRoom(rand: () => number): string {
  const hi = Math.floor(rand() * 0x80000000);
  const lo = Math.floor(rand() * 0x100000000);
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}
