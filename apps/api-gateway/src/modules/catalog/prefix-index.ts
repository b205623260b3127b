import type { SearchMatches } from './listing-repository';

/**
 * The words of one culture's search vectors, sorted, each with the products that hold it and what
 * it adds to their relevance: the matches of a word being typed ("cha", read as the prefix
 * `'cha':*`, ADR 012) are one binary search and a merge of a few posting lists in memory, where
 * PostgreSQL reads and ranks every matching vector (ADR 039).
 *
 * The relevance is PostgreSQL's `ts_rank(vector, 'lexeme':*)` with its default weights and no
 * normalisation, computed the way ts_rank.c computes it (calc_rank_or), in the same single
 * precision, so the ranks, and so the order of results and suggestions, are those of the SQL.
 */
export interface PrefixIndex {
  /** Products of the catalogue (published or not) that have a vector in this culture. */
  readonly size: number;
  readonly lexemes: number;
  readonly approximateBytes: number;
  /** The products whose vector holds a lexeme starting with `prefix`, with their ts_rank. */
  matches(prefix: string): SearchMatches;
}

/** ts_rank's default weights of D, C, B and A, as the float4 values the server uses. */
const WEIGHTS: Record<string, number> = {
  D: Math.fround(0.1),
  C: Math.fround(0.2),
  B: Math.fround(0.4),
  A: Math.fround(1.0),
};

// One lexeme of a tsvector's text form: 'word' (quotes doubled inside), then :positions with weights.
const ENTRY = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

const f = Math.fround;

/**
 * What one lexeme adds to a vector's rank for a query that matches it (calc_rank_or): the weighted
 * sum of its positions, 1/j² apart, with its heaviest position counted in full, over π²/6. The sum is
 * kept in float4, as in C; the division is in double and rounded when added to the rank.
 */
export function lexemeContribution(positions: string | undefined): number {
  const entries = positions ? positions.split(',') : [''];
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  entries.forEach((entry, j) => {
    // No weight letter is D; a lexeme without positions (stripped vector) counts as one D.
    const last = entry.at(-1) ?? 'D';
    const w = WEIGHTS[last] ?? (WEIGHTS.D as number);
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  });
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1)))) / 1.64493406685;
}

/** Builds the index from each product's vector in its text form (`search_vector::text`). */
export function buildPrefixIndex(rows: readonly { id: string; vector: string }[]): PrefixIndex {
  const postings = new Map<string, { products: number[]; adds: number[] }>();
  const ids = rows.map((row) => row.id);
  rows.forEach((row, product) => {
    for (const match of row.vector.matchAll(ENTRY)) {
      const lexeme = (match[1] as string).replaceAll("''", "'");
      let list = postings.get(lexeme);
      if (!list) {
        list = { products: [], adds: [] };
        postings.set(lexeme, list);
      }
      list.products.push(product);
      list.adds.push(lexemeContribution(match[2]));
    }
  });
  // Byte order, as the server sorts a vector's lexemes: a product's matching lexemes are added up
  // in the same order, so the float4 sums round the same way.
  const lexemes = [...postings.keys()].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  const starts = new Int32Array(lexemes.length + 1);
  let total = 0;
  lexemes.forEach((lexeme, i) => {
    starts[i] = total;
    total += (postings.get(lexeme) as { products: number[] }).products.length;
  });
  starts[lexemes.length] = total;
  const products = new Int32Array(total);
  const adds = new Float64Array(total);
  lexemes.forEach((lexeme, i) => {
    const list = postings.get(lexeme) as { products: number[]; adds: number[] };
    products.set(list.products, starts[i] as number);
    adds.set(list.adds, starts[i] as number);
  });
  const utf8 = lexemes.map((lexeme) => Buffer.from(lexeme));

  /** The first lexeme not before the prefix, in byte order. */
  function lowerBound(prefix: Buffer): number {
    let low = 0;
    let high = utf8.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (Buffer.compare(utf8[middle] as Buffer, prefix) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  return {
    size: ids.length,
    lexemes: lexemes.length,
    approximateBytes: total * 12 + lexemes.reduce((sum, lexeme) => sum + 40 + lexeme.length * 2, 0),
    matches(prefix) {
      const key = Buffer.from(prefix);
      const rank = new Map<number, number>();
      for (let i = lowerBound(key); i < utf8.length; i++) {
        const lexeme = utf8[i] as Buffer;
        if (lexeme.length < key.length || lexeme.compare(key, 0, key.length, 0, key.length) !== 0) break;
        for (let k = starts[i] as number; k < (starts[i + 1] as number); k++) {
          const product = products[k] as number;
          rank.set(product, f((rank.get(product) ?? 0) + (adds[k] as number)));
        }
      }
      const found: string[] = [];
      const ranks = new Float64Array(rank.size);
      for (const [product, value] of rank) {
        ranks[found.length] = value;
        found.push(ids[product] as string);
      }
      return { ids: found, ranks };
    },
  };
}
