import type { Culture } from '@vitrine/i18n';
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_CONFIGS } from './urls';

/**
 * How a search text matches products, the one definition the result page and the suggestions share
 * (ADR 012): what the dropdown shows for a text is the top of the page that text opens.
 */

// A plain word at the very end of the text: letters and digits after a space, a quote or the start.
const LAST_WORD = /(^|[\s"])([\p{L}\p{N}]+)$/u;

/**
 * The text's query: web-search syntax for what the shopper wrote (quotes, minus, "or"), with its last
 * word as a prefix, so that "cha" finds "chaise" while typing and on the page alike. The prefix is
 * set on the query web search builds, whose last lexeme is that word's, so "or" and quotes keep their
 * meaning; a last word that is negated, a stop word or followed by anything stays as written.
 */
export function searchTsQuery(culture: Culture, text: string): SQL {
  const config = sql`${SEARCH_CONFIGS[culture]}::regconfig`;
  const trimmed = text.trim();
  const web = sql`websearch_to_tsquery(${config}, ${trimmed})`;
  const last = LAST_WORD.exec(trimmed)?.[2];
  if (!last || last.toLowerCase() === 'or') return web;
  return sql`(CASE WHEN numnode(plainto_tsquery(${config}, ${last})) = 0 THEN ${web}
    ELSE regexp_replace(${web}::text, '''$', ''':*')::tsquery END)`;
}

/** The words of the catalogue's product names in one culture, folded to lower case. */
export interface Vocabulary {
  /** Word → how many names use it. */
  uses: ReadonlyMap<string, number>;
  /** The same words, scanned whole for a correction: a few thousand at most in a real shop. */
  words: readonly string[];
}

// Punctuation that sticks to a word in a name ("Wren," or "(lot") is not part of it.
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

const fold = (word: string) => word.replace(EDGE_PUNCTUATION, '').toLocaleLowerCase();

export function buildVocabulary(rows: readonly { word: string; uses: number }[]): Vocabulary {
  const uses = new Map<string, number>();
  for (const row of rows) {
    const word = fold(row.word);
    if (word) uses.set(word, (uses.get(word) ?? 0) + row.uses);
  }
  return { uses, words: [...uses.keys()] };
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and transpositions of two
 * neighbours each count one ("chiase" is one step from "chaise", where Levenshtein counts two).
 */
export function editDistance(a: string, b: string): number {
  const [s, t] = [[...a], [...b]];
  const rows = s.length + 1;
  const cols = t.length + 1;
  const d = new Array<number>(rows * cols);
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++) {
      const substitution = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(
        (d[(i - 1) * cols + j] as number) + 1,
        (d[i * cols + j - 1] as number) + 1,
        (d[(i - 1) * cols + j - 1] as number) + substitution,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, (d[(i - 2) * cols + j - 2] as number) + 1);
      d[i * cols + j] = best;
    }
  return d[rows * cols - 1] as number;
}

/** Typos a word of this length may hold: none up to 2 letters, one up to 5, two beyond. */
export const allowedEdits = (length: number) => (length <= 2 ? 0 : length <= 5 ? 1 : 2);

interface Candidate {
  word: string;
  distance: number;
  score: number;
  uses: number;
}

/**
 * The catalogue word a typed word is most likely a typo of, or null. Closeness is the spelling
 * checkers' 1 − distance / longer length, which must reach the accuracy (spec 001 §9's 0.3), within
 * the typos the word's length allows. The word being typed last is also compared with the start of
 * each word, as it matches as a prefix. Ties go to the word more names use.
 */
export function closestWord(
  typed: string,
  vocabulary: Vocabulary,
  accuracy: number,
  prefix: boolean,
): string | null {
  const word = fold(typed);
  const length = [...word].length;
  const edits = allowedEdits(length);
  if (edits === 0) return null;
  let best: Candidate | null = null;
  for (const known of vocabulary.words) {
    const knownLength = [...known].length;
    const forms = [known];
    if (prefix && knownLength > length) forms.push([...known].slice(0, length).join(''));
    for (const form of forms) {
      const formLength = [...form].length;
      if (Math.abs(formLength - length) > edits) continue;
      const distance = editDistance(word, form);
      const score = 1 - distance / Math.max(length, formLength);
      if (distance > edits || score < accuracy) continue;
      const uses = vocabulary.uses.get(known) ?? 0;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && (uses > best.uses || (uses === best.uses && known < best.word)))
      )
        best = { word: known, distance, score, uses };
    }
  }
  return best?.word ?? null;
}

/**
 * The text with each word the catalogue does not know replaced by the word it is most likely a typo
 * of, or null when nothing changed. Words in quotes, negated words and operators stay as written.
 */
export function correctSearch(text: string, vocabulary: Vocabulary, accuracy: number): string | null {
  const tokens = text.trim().split(/\s+/);
  let quoted = false;
  let changed = false;
  const corrected = tokens.map((token, index) => {
    const wasQuoted = quoted;
    if ((token.match(/"/g)?.length ?? 0) % 2 === 1) quoted = !quoted;
    if (wasQuoted || token.includes('"') || token.startsWith('-') || !/^[\p{L}\p{N}]+$/u.test(token))
      return token;
    const word = fold(token);
    const last = index === tokens.length - 1;
    if (vocabulary.uses.has(word) || (last && vocabulary.words.some((known) => known.startsWith(word))))
      return token;
    const replacement = closestWord(token, vocabulary, accuracy, last);
    if (!replacement) return token;
    changed = true;
    return replacement;
  });
  return changed ? corrected.join(' ') : null;
}
