import { describe, expect, it } from 'vitest';
import { changeFolderEvent, trackChangeFolder } from './tracking';

describe('the changeFolder event (spec 000 §3)', () => {
  it('carries the root and target folder ids, as the storefront pushes it', () => {
    expect(changeFolderEvent({ rootFolderId: 'a', folderId: 'b' })).toEqual({
      event: 'changeFolder',
      rootFolderId: 'a',
      targetFolderId: 'b',
    });
  });

  it('pushes to window.dataLayer, creating it, with nulls at the library root', () => {
    trackChangeFolder({ rootFolderId: null, folderId: null });
    expect(window.dataLayer).toEqual([{ event: 'changeFolder', rootFolderId: null, targetFolderId: null }]);
  });
});
