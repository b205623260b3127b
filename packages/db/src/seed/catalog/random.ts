/**
 * A small seeded PRNG (mulberry32) so that one seed always yields the same catalogue; the
 * demo data, tests and benchmarks rely on that, which Math.random could not give.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `count` distinct items, in the list's order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set(this.shuffle(items.map((_, index) => index)).slice(0, count));
    return items.filter((_, index) => chosen.has(index));
  }

  /** A version-4-shaped UUID drawn from this stream, so that ids repeat with the seed too. */
  uuid(): string {
    const hex = (bits: number) =>
      (Math.floor(this.next() * 2 ** bits) >>> 0).toString(16).padStart(bits / 4, '0');
    const variant = (8 + this.int(0, 3)).toString(16);
    return `${hex(32)}-${hex(16)}-4${hex(12)}-${variant}${hex(12)}-${hex(24)}${hex(24)}`;
  }
}

/** Lower-case ASCII words joined by dashes: 'Chaise Alba en chêne' → 'chaise-alba-en-chene'. */
export function slugify(text: string): string {
  return (
    text
      // German spells its umlauts out in URLs (Bänke → baenke), which also keeps slugs distinct.
      .replace(/ä/g, 'ae')
      .replace(/ö/g, 'oe')
      .replace(/ü/g, 'ue')
      .replace(/Ä/g, 'Ae')
      .replace(/Ö/g, 'Oe')
      .replace(/Ü/g, 'Ue')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}
