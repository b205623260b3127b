import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useState } from 'react';
import { useT } from './i18n-context';

/**
 * A record's form once the record is read (a new record has no id and nothing to read). After a
 * conflict the staff member may reload: the record is read again and the form starts afresh from
 * it, its own state dropped.
 */
export function LoadedRecord<T>({
  id,
  query,
  children,
}: {
  id: string | null;
  query: UseQueryResult<T>;
  children: (record: T | null, reload: () => Promise<void>) => ReactNode;
}) {
  const t = useT();
  const [reloads, setReloads] = useState(0);
  if (id && !query.data)
    return query.isError ? (
      <Alert severity="error">{t('Core.Error')}</Alert>
    ) : (
      <CircularProgress aria-label={t('Core.Loading')} />
    );
  const reload = async () => {
    await query.refetch();
    setReloads((count) => count + 1);
  };
  return <Fragment key={`${id ?? 'new'}-${reloads}`}>{children(query.data ?? null, reload)}</Fragment>;
}
