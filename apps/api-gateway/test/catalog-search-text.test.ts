import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  buildVocabulary,
  closestWord,
  correctSearch,
  editDistance,
} from '../src/modules/catalog/search-text';

const vocabulary = buildVocabulary([
  { word: 'Chaise', uses: 40 },
  { word: 'chaise', uses: 2 },
  { word: 'Vase', uses: 30 },
  { word: 'Cora', uses: 12 },
  { word: 'en', uses: 300 },
  { word: 'chêne', uses: 25 },
  { word: 'frêne', uses: 20 },
  { word: 'Lampe', uses: 18 },
  { word: 'Table', uses: 50 },
  { word: 'Fable', uses: 1 },
  { word: 'Wren,', uses: 3 },
]);

describe('search typo correction (ADR 012)', () => {
  it('counts a swap of two neighbours as one edit', () => {
    expect(editDistance('chiase', 'chaise')).toBe(1);
    expect(editDistance('chaise', 'chaise')).toBe(0);
    expect(editDistance('vsae', 'vase')).toBe(1);
    expect(editDistance('chene', 'chêne')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect([1, 2, 3, 5, 6, 12].map(allowedEdits)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it('folds the words of the names to lower case, without their punctuation, and adds up their uses', () => {
    expect(vocabulary.uses.get('chaise')).toBe(42);
    expect(vocabulary.uses.get('wren')).toBe(3);
    expect(vocabulary.uses.has('Chaise')).toBe(false);
  });

  it('finds the word a typo most likely is, within the typos its length allows and the accuracy', () => {
    expect(closestWord('chiase', vocabulary, 0.3, false)).toBe('chaise');
    expect(closestWord('CHIASE', vocabulary, 0.3, false)).toBe('chaise');
    expect(closestWord('chene', vocabulary, 0.3, false)).toBe('chêne');
    // "Xable" is one edit from "table" and "fable": the word more names use wins.
    expect(closestWord('xable', vocabulary, 0.3, false)).toBe('table');
    // Two letters are too short to guess, and three edits are too many for six letters.
    expect(closestWord('ch', vocabulary, 0.3, false)).toBeNull();
    expect(closestWord('xyzise', vocabulary, 0.3, false)).toBeNull();
    // The accuracy is a floor on 1 − distance / length: one edit in six is 0.83.
    expect(closestWord('chiase', vocabulary, 0.9, false)).toBeNull();
    expect(closestWord('chiase', vocabulary, 0.8, false)).toBe('chaise');
  });

  it('compares the word being typed with the start of each word', () => {
    expect(closestWord('chia', vocabulary, 0.3, false)).toBeNull();
    expect(closestWord('chia', vocabulary, 0.3, true)).toBe('chaise');
  });

  it('corrects only the words the catalogue does not know, and leaves operators and quotes alone', () => {
    expect(correctSearch('chiase', vocabulary, 0.3)).toBe('chaise');
    expect(correctSearch('chiase en chene', vocabulary, 0.3)).toBe('chaise en chêne');
    expect(correctSearch('vase cora', vocabulary, 0.3)).toBeNull();
    // The last word is a prefix: "cha" is the start of a known word, nothing to correct.
    expect(correctSearch('vase cha', vocabulary, 0.3)).toBeNull();
    expect(correctSearch('vase chia', vocabulary, 0.3)).toBe('vase chaise');
    expect(correctSearch('chiase -vsae', vocabulary, 0.3)).toBe('chaise -vsae');
    expect(correctSearch('"chiase cora" vsae', vocabulary, 0.3)).toBe('"chiase cora" vase');
    expect(correctSearch('xylophone', vocabulary, 0.3)).toBeNull();
    expect(correctSearch('chiase or vsae', vocabulary, 0.3)).toBe('chaise or vase');
  });
});
