import { useCallback, useState } from 'react';

/** What a list entry needs to show and change the choice: spread onto its button. */
export interface MasterDetailItemProps {
  selected: boolean;
  'aria-current': 'true' | undefined;
  onClick: () => void;
}

export interface MasterDetailSelection {
  /** The chosen item's key, or null while nothing is chosen. */
  selectedKey: string | null;
  select: (key: string) => void;
  clear: () => void;
  getItemProps: (key: string) => MasterDetailItemProps;
}

/**
 * Which record of a master-detail page is open. The choice is held by key rather than by item, so it
 * outlives the list changing under it (a new search, a refetch): the detail pane stays on its record
 * even when that record is filtered out of the list.
 */
export function useMasterDetail(initialKey: string | null = null): MasterDetailSelection {
  const [selectedKey, setSelectedKey] = useState<string | null>(initialKey);
  const select = useCallback((key: string) => setSelectedKey(key), []);
  const clear = useCallback(() => setSelectedKey(null), []);
  const getItemProps = useCallback(
    (key: string): MasterDetailItemProps => ({
      selected: key === selectedKey,
      // `selected` is only a colour: assistive technology learns the open record from aria-current.
      'aria-current': key === selectedKey ? 'true' : undefined,
      onClick: () => setSelectedKey(key),
    }),
    [selectedKey],
  );
  return { selectedKey, select, clear, getItemProps };
}
