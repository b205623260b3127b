import { describe, expect, it } from 'vitest';
import { folder } from '../../../test/asset-fixtures';
import {
  folderLocation,
  folderPath,
  initialOpenState,
  isWithin,
  LIBRARY_ROOT_ID,
  toTreeData,
} from './folder-tree';

const grandchild = folder('2026', { ItemLevel: 3 });
const child = folder('Summer', { ItemLevel: 2, Children: [grandchild] });
const top = folder('Campaigns', { Children: [child] });
const empty = folder('Logos');
const hierarchy = [top, empty];

describe('toTreeData', () => {
  it('puts the hierarchy under one "all files" root', () => {
    const [root] = toTreeData(hierarchy, 'All files');
    expect(root?.id).toBe(LIBRARY_ROOT_ID);
    expect(root?.name).toBe('All files');
    expect(root?.children.map((item) => item.name)).toEqual(['Campaigns', 'Logos']);
    expect(root?.children[0]?.children[0]?.children[0]?.level).toBe(3);
  });
});

describe('initialOpenState (spec 000 §4: nodes at or above the depth start open)', () => {
  const data = toTreeData(hierarchy, 'All files');

  it('opens the root and the top-level folders at the default depth 1', () => {
    expect(initialOpenState(data, 1)).toEqual({ [LIBRARY_ROOT_ID]: true, [top.FolderId]: true });
  });

  it('opens only the root at depth 0, and everything with children at a deep depth', () => {
    expect(initialOpenState(data, 0)).toEqual({ [LIBRARY_ROOT_ID]: true });
    expect(initialOpenState(data, 9)).toEqual({
      [LIBRARY_ROOT_ID]: true,
      [top.FolderId]: true,
      [child.FolderId]: true,
    });
  });
});

describe('folder locations', () => {
  it('finds the path and the top-level folder above a folder', () => {
    expect(folderPath(hierarchy, grandchild.FolderId).map((f) => f.Name)).toEqual([
      'Campaigns',
      'Summer',
      '2026',
    ]);
    expect(folderLocation(hierarchy, grandchild.FolderId)).toEqual({
      rootFolderId: top.FolderId,
      folderId: grandchild.FolderId,
    });
    expect(folderLocation(hierarchy, top.FolderId)).toEqual({
      rootFolderId: top.FolderId,
      folderId: top.FolderId,
    });
    expect(folderLocation(hierarchy, null)).toEqual({ rootFolderId: null, folderId: null });
  });

  it('tells whether a folder lies within another', () => {
    expect(isWithin(hierarchy, grandchild.FolderId, top.FolderId)).toBe(true);
    expect(isWithin(hierarchy, top.FolderId, top.FolderId)).toBe(true);
    expect(isWithin(hierarchy, empty.FolderId, top.FolderId)).toBe(false);
  });
});
