import type { StaffCategory } from '@vitrine/api-client';
import type { NodeApi } from 'react-arborist';
import { describe, expect, it } from 'vitest';
import { type CategoryTreeItem, dropIndex, toCategoryTree } from './category-tree';

const category = (id: string, parent: string | null): StaffCategory => ({
  Id: id,
  ParentId: parent,
  Depth: parent ? 1 : 0,
  SortOrder: 0,
  IsPublished: true,
  Version: 1,
  Name: id,
  Translations: [],
  MissingCultures: ['de'],
  ProductCount: 0,
  ChildCount: 0,
});

/** The part of react-arborist's node the drop position reads. */
const node = (parentId: string | null, childIndex: number) =>
  ({
    childIndex,
    parent:
      parentId === null
        ? { isRoot: true, id: '__REACT_ARBORIST_INTERNAL_ROOT__' }
        : { isRoot: false, id: parentId },
  }) as unknown as NodeApi<CategoryTreeItem>;

describe('the category tree', () => {
  it('nests the flat list under the parents, siblings in order', () => {
    const tree = toCategoryTree([
      category('a', null),
      category('a1', 'a'),
      category('a2', 'a'),
      category('b', null),
    ]);
    expect(tree.map((item) => [item.id, item.children.map((child) => child.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', []],
    ]);
    expect(tree[0]?.missing).toEqual(['de']);
  });

  it('counts a drop below the dragged row under the same parent one place earlier', () => {
    // Dragged from 0 to between the rows 2 and 3 of the same parent: it ends third (index 2).
    expect(dropIndex(node('a', 0), 'a', 3)).toBe(2);
    // Up the list, or under another parent, the index is as given.
    expect(dropIndex(node('a', 3), 'a', 1)).toBe(1);
    expect(dropIndex(node('a', 0), 'b', 3)).toBe(3);
    expect(dropIndex(node(null, 0), null, 2)).toBe(1);
  });
});
