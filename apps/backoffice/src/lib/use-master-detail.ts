import { useCallback, useState } from 'react';

/** What a list entry needs to show and change the choice: spread onto its button. */
export interface MasterDetailItemProps {
  selected: boolean;
  'aria-current': 'true' | undefined;
  onClick: () => void;
}

/** The key under which a page's "new record" form is open. */
export const NEW_RECORD = 'new';

export interface MasterDetailSelection {
  /** The chosen item's key (NEW_RECORD for the new-record form), or null while nothing is chosen. */
  selectedKey: string | null;
  select: (key: string) => void;
  /** Opens the new-record form. */
  selectNew: () => void;
  isNew: boolean;
  /**
   * Opens the record the new-record form just created. Its form mounts afresh under the new key,
   * so it asks `justCreated` whether to say the save went through.
   */
  selectCreated: (key: string) => void;
  /** The record `selectCreated` opened, while it stays open. */
  justCreated: string | null;
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
  const [justCreated, setJustCreated] = useState<string | null>(null);
  const select = useCallback((key: string) => {
    setSelectedKey(key);
    setJustCreated(null);
  }, []);
  const selectNew = useCallback(() => select(NEW_RECORD), [select]);
  const selectCreated = useCallback((key: string) => {
    setSelectedKey(key);
    setJustCreated(key);
  }, []);
  const clear = useCallback(() => {
    setSelectedKey(null);
    setJustCreated(null);
  }, []);
  const getItemProps = useCallback(
    (key: string): MasterDetailItemProps => ({
      selected: key === selectedKey,
      // `selected` is only a colour: assistive technology learns the open record from aria-current.
      'aria-current': key === selectedKey ? 'true' : undefined,
      onClick: () => select(key),
    }),
    [selectedKey, select],
  );
  return {
    selectedKey,
    select,
    selectNew,
    isNew: selectedKey === NEW_RECORD,
    selectCreated,
    justCreated: justCreated !== null && justCreated === selectedKey ? justCreated : null,
    clear,
    getItemProps,
  };
}
