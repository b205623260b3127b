import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useState } from 'react';
import { type NodeRendererProps, type RowRendererProps, Tree } from 'react-arborist';
import { useT } from '../../i18n';
import { type FolderTreeItem, initialOpenState, LIBRARY_ROOT_ID } from '../lib/folder-tree';

export interface FolderTreeProps {
  data: FolderTreeItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Folders at or above this depth start open (0 is the library root). */
  openDepth?: number;
  /** Drag-and-drop of folders onto another folder; without it the tree only selects. */
  onMove?: (folderId: string, parentId: string | null) => void;
  height?: number;
  label: string;
}

/**
 * The folder tree (spec 000 §4), virtualised by react-arborist. Arrow keys move, Enter (or a click)
 * opens a folder's assets, Space opens or closes it; folders are dragged onto another folder to move.
 */
export function FolderTree({
  data,
  selectedId,
  onSelect,
  openDepth = 1,
  onMove,
  height = 420,
  label,
}: FolderTreeProps) {
  // Computed once: later changes to the data must not reopen folders the user closed.
  const [openState] = useState(() => initialOpenState(data, openDepth));
  // Each tree gets its own drag-and-drop root, so that two trees (the page's, a picker's) can coexist.
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
        <Tree<FolderTreeItem>
          data={data}
          initialOpenState={openState}
          selection={selectedId}
          onActivate={(node) => onSelect(node.id)}
          onMove={
            canMove
              ? ({ dragIds, parentId }) => {
                  for (const id of dragIds) onMove(id, parentId === LIBRARY_ROOT_ID ? null : parentId);
                }
              : undefined
          }
          disableDrag={(item) => !canMove || item.id === LIBRARY_ROOT_ID}
          disableDrop={({ parentNode }) => !canMove || parentNode === null || parentNode.isRoot}
          disableEdit
          disableMultiSelection
          width="100%"
          height={height}
          rowHeight={36}
          indent={18}
          renderRow={FolderTreeRow}
          dndRootElement={root}
          aria-label={label}
        >
          {FolderRow}
        </Tree>
      )}
    </Box>
  );
}

/** The row: react-arborist's own, plus Enter to open the focused folder (Enter would otherwise rename). */
function FolderTreeRow({ node, attrs, innerRef, children }: RowRendererProps<FolderTreeItem>) {
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
      // A roving tabindex on the selected folder (the ARIA tree pattern): Shift+Tab comes back to it,
      // and a tree long enough to scroll keeps something in the tab order. Tab still leaves in one step.
      tabIndex={node.isSelected ? 0 : -1}
      ref={innerRef}
      onFocus={(event) => event.stopPropagation()}
      onClick={node.handleClick}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

function FolderRow({ node, style, dragHandle }: NodeRendererProps<FolderTreeItem>) {
  const t = useT();
  const isRoot = node.id === LIBRARY_ROOT_ID;
  const Icon = isRoot ? PhotoLibraryIcon : node.isOpen ? FolderOpenIcon : FolderIcon;
  const count = node.data.folder?.AssetCount;
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
        sx={{
          display: 'inline-flex',
          width: 24,
          visibility: node.isLeaf || node.children?.length === 0 ? 'hidden' : undefined,
        }}
      >
        {node.isOpen ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </Box>
      <Icon fontSize="small" color={node.isSelected ? 'primary' : 'action'} />
      <Typography component="span" noWrap sx={{ fontWeight: 'inherit', flexGrow: 1 }}>
        {node.data.name}
      </Typography>
      {count !== undefined && count > 0 && (
        <Typography component="span" variant="caption" color="text.secondary">
          <span aria-hidden>{count}</span>
          <Box component="span" sx={visuallyHidden}>
            {t('Backoffice.AssetsFileCount', { count })}
          </Box>
        </Typography>
      )}
    </Box>
  );
}

export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
