import { describe, expect, it } from 'vitest';
import { CULTURES } from '../cultures';
import { stringResources } from './index';

describe('string resources', () => {
  const reference = Object.keys(stringResources.fr).sort();

  it.each(CULTURES)('%s has every key of every other culture, none empty', (culture) => {
    expect(Object.keys(stringResources[culture]).sort()).toEqual(reference);
    for (const [key, value] of Object.entries(stringResources[culture])) {
      expect(value.trim(), `${culture}:${key}`).not.toBe('');
    }
  });

  it('carries the keys the platform spec names', () => {
    for (const culture of CULTURES) {
      expect(stringResources[culture]['Manager.UnknowsErrors']).toBeTruthy();
      expect(stringResources[culture].SureToDelete).toBeTruthy();
    }
  });

  it('keeps the same {placeholders} in every culture', () => {
    for (const key of reference) {
      const holes = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      const expected = holes(stringResources.fr[key] ?? '');
      for (const culture of CULTURES)
        expect(holes(stringResources[culture][key] ?? ''), `${culture}:${key}`).toEqual(expected);
    }
  });
});
