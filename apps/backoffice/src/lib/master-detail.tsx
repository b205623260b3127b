import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useT } from './i18n-context';
import type { MasterDetailSelection } from './use-master-detail';

export interface MasterDetailProps<T> {
  /** The page's h1. */
  title: string;
  /** Shown under the h1, above both panes: actions on the whole page (e.g. a load). */
  intro?: ReactNode;
  /** The list panel's h2; it also names the panel and the list. */
  listTitle: string;
  /** The list panel's width in pixels from md up (phones get one column). */
  listWidth?: number;
  /** Shown between the list's heading and its items, e.g. a search field. */
  filter?: ReactNode;
  /** The records to choose from; undefined while there are none to show yet. */
  items: readonly T[] | undefined;
  isLoading: boolean;
  /** Shown instead of an empty list; without it an empty list is shown. */
  emptyMessage?: string;
  getKey: (item: T) => string;
  /** The inside of an entry's button (e.g. a ListItemText). */
  renderItem: (item: T) => ReactNode;
  selection: MasterDetailSelection;
  /** Shown in the detail pane until a record is chosen. */
  chooseMessage: string;
  /** The chosen record's pane; null or undefined shows `chooseMessage`. */
  detail?: ReactNode;
}

/**
 * A page that lists records on the left and edits the chosen one on the right; the state lives in
 * `useMasterDetail`, so a page can also change the choice itself (e.g. after creating a record).
 */
export function MasterDetail<T>({
  title,
  intro,
  listTitle,
  listWidth = 320,
  filter,
  items,
  isLoading,
  emptyMessage,
  getKey,
  renderItem,
  selection,
  chooseMessage,
  detail,
}: MasterDetailProps<T>) {
  const t = useT();
  const listId = useId();
  const list = items ?? [];
  // A filter needs room under the heading, and the results need room under the filter.
  const statusSx = filter === undefined ? undefined : { mt: 2 };

  return (
    <>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      {intro}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: `${listWidth}px minmax(0, 1fr)` },
          alignItems: 'start',
        }}
      >
        <Paper component="section" aria-labelledby={listId} variant="outlined" sx={{ p: 1.5 }}>
          <Typography id={listId} component="h2" variant="h6" gutterBottom={filter !== undefined}>
            {listTitle}
          </Typography>
          {filter}
          {isLoading ? (
            <CircularProgress aria-label={t('Core.Loading')} sx={statusSx} />
          ) : list.length === 0 && emptyMessage !== undefined ? (
            <Alert severity="info" sx={statusSx}>
              {emptyMessage}
            </Alert>
          ) : (
            <List dense aria-labelledby={listId}>
              {list.map((item) => {
                const key = getKey(item);
                return (
                  // A list holds list items only: the button goes inside one (axe: list).
                  <ListItem key={key} disablePadding>
                    <ListItemButton {...selection.getItemProps(key)}>{renderItem(item)}</ListItemButton>
                  </ListItem>
                );
              })}
            </List>
          )}
        </Paper>
        <Box sx={{ minWidth: 0 }}>
          {selection.selectedKey === null || detail === null || detail === undefined ? (
            <Alert severity="info">{chooseMessage}</Alert>
          ) : (
            detail
          )}
        </Box>
      </Box>
    </>
  );
}
