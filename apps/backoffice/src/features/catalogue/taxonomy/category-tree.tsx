import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StaffCategory } from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { type NodeApi, type NodeRendererProps, type RowRendererProps, Tree } from 'react-arborist';
import { MissingBadges } from './shared';

/** One row of the category tree, in the shape react-arborist reads. */
export interface CategoryTreeItem {
  id: string;
  name: string;
  missing: readonly Culture[];
  productCount: number;
  children: CategoryTreeItem[];
}

/** The flat list (parents before children, siblings in order) as nested rows. */
export function toCategoryTree(categories: readonly StaffCategory[]): CategoryTreeItem[] {
  const items = new Map<string, CategoryTreeItem>();
  const roots: CategoryTreeItem[] = [];
  for (const category of categories)
    items.set(category.Id, {
      id: category.Id,
      name: category.Name,
      missing: category.MissingCultures,
      productCount: category.ProductCount,
      children: [],
    });
  for (const category of categories) {
    const item = items.get(category.Id) as CategoryTreeItem;
    const parent = category.ParentId ? items.get(category.ParentId) : undefined;
    (parent ? parent.children : roots).push(item);
  }
  return roots;
}

/**
 * Where a drop puts a category among its new siblings. react-arborist counts the dragged row
 * itself when it stays under the same parent, so a move down lands one place earlier.
 */
export function dropIndex(node: NodeApi<CategoryTreeItem>, parentId: string | null, index: number): number {
  const sameParent = (node.parent?.isRoot ? null : (node.parent?.id ?? null)) === parentId;
  return sameParent && node.childIndex < index ? index - 1 : index;
}

export interface CategoryTreeProps {
  categories: readonly StaffCategory[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Drag-and-drop to re-parent and reorder; without it the tree only selects. */
  onMove?: ((id: string, parentId: string | null, index: number) => void) | undefined;
  /** Only the categories lacking a translation in this culture (with their ancestors, to place them). */
  missing?: Culture | '';
  label: string;
  height?: number;
}

/**
 * The category tree, virtualised by react-arborist as the asset library's folder tree: arrow keys
 * move, Enter (or a click) opens a category, Space opens or closes it; a category dragged onto
 * another goes under it, between two it goes there. Each row shows its missing translations.
 */
export function CategoryTree({
  categories,
  selectedId,
  onSelect,
  onMove,
  missing = '',
  label,
  height = 480,
}: CategoryTreeProps) {
  const data = useMemo(() => toCategoryTree(categories), [categories]);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const canMove = onMove !== undefined;
  return (
    <Box
      ref={setRoot}
      sx={{
        '& [role="treeitem"]': { outline: 'none', borderRadius: 1 },
        '& [role="treeitem"]:focus-visible': {
          boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}`,
        },
        '& [role="tree"]:focus-visible': { outline: (theme) => `2px solid ${theme.palette.primary.main}` },
      }}
    >
      {root && (
        <Tree<CategoryTreeItem>
          data={data}
          openByDefault
          selection={selectedId ?? undefined}
          onActivate={(node) => onSelect(node.id)}
          onMove={
            canMove
              ? ({ dragNodes, parentId, index }) => {
                  for (const node of dragNodes) onMove(node.id, parentId, dropIndex(node, parentId, index));
                }
              : undefined
          }
          disableDrag={!canMove || Boolean(missing)}
          disableDrop={!canMove || Boolean(missing)}
          disableEdit
          disableMultiSelection
          searchTerm={missing || undefined}
          searchMatch={(node, term) => node.data.missing.includes(term as Culture)}
          width="100%"
          height={height}
          rowHeight={36}
          indent={20}
          renderRow={CategoryTreeRow}
          dndRootElement={root}
          aria-label={label}
        >
          {CategoryRow}
        </Tree>
      )}
    </Box>
  );
}

/** The row: react-arborist's own, plus Enter to open the focused category. */
function CategoryTreeRow({ node, attrs, innerRef, children }: RowRendererProps<CategoryTreeItem>) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      node.select();
      node.activate();
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: react-arborist gives the row its treeitem role in attrs
    <div
      {...attrs}
      // A roving tabindex on the selected row (the ARIA tree pattern), as the folder tree.
      tabIndex={node.isSelected ? 0 : -1}
      ref={innerRef}
      onFocus={(event) => event.stopPropagation()}
      onClick={node.handleClick}
      onKeyDown={onKeyDown}
      data-testid={`category-${node.id}`}
    >
      {children}
    </div>
  );
}

function CategoryRow({ node, style, dragHandle }: NodeRendererProps<CategoryTreeItem>) {
  return (
    <Box
      ref={dragHandle}
      style={style}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        height: '100%',
        pr: 1,
        cursor: 'pointer',
        borderRadius: 1,
        bgcolor: node.isSelected ? 'action.selected' : node.willReceiveDrop ? 'action.hover' : undefined,
        color: node.isSelected ? 'primary.main' : undefined,
        fontWeight: node.isSelected ? 600 : undefined,
      }}
    >
      <Box
        component="span"
        aria-hidden
        onClick={(event) => {
          event.stopPropagation();
          node.toggle();
        }}
        sx={{ display: 'inline-flex', width: 24, visibility: node.children?.length ? undefined : 'hidden' }}
      >
        {node.isOpen ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </Box>
      <Typography component="span" noWrap sx={{ fontWeight: 'inherit', flexGrow: 1 }}>
        {node.data.name}
      </Typography>
      <MissingBadges missing={node.data.missing} />
    </Box>
  );
}
