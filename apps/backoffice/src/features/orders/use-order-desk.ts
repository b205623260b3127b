import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError, type OrderStatus, type StaffOrder, type StaffOrderListQuery } from '@vitrine/api-client';
import { useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture } from '../../lib/i18n-context';
import { refusalOf } from '../../lib/refusal';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ORDERS_KEY, staffOrderQueryOptions, staffOrdersQueryOptions } from './queries';

export const ORDERS_PAGE_SIZE = 20;
/** Shorter searches list every order: one character matches nearly all numbers. */
export const MIN_ORDER_SEARCH = 2;

/**
 * The desk's list: a status, a search (asked once typing pauses) and a page. Changing the status or
 * the search goes back to the first page; the previous page stays on screen while the next loads.
 */
export function useOrderList() {
  const api = useApi();
  const { culture } = useCulture();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search.trim(), 300);
  const q = typed.length >= MIN_ORDER_SEARCH ? typed : '';
  // The page belongs to one filter: a new filter starts on its first page.
  const filterKey = `${status}\n${q}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  // No filter's key is empty: what was typed or chosen starts on a first page, even one seen before.
  const restart = () => setPaging({ filterKey: '', page: 1 });
  const query: StaffOrderListQuery = {
    page,
    pageSize: ORDERS_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(q ? { q } : {}),
  };
  const orders = useQuery({
    ...staffOrdersQueryOptions(api, query, culture),
    placeholderData: keepPreviousData,
  });
  const total = orders.data?.TotalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  return {
    orders,
    status,
    setStatus: (next: OrderStatus | '') => {
      setStatus(next);
      restart();
    },
    search,
    setSearch: (next: string) => {
      setSearch(next);
      restart();
    },
    searchTooShort: search.trim().length > 0 && search.trim().length < MIN_ORDER_SEARCH,
    page,
    pageCount,
    total,
    goTo: (next: number) => setPaging({ filterKey, page: Math.min(Math.max(1, next), pageCount) }),
  };
}

export function useStaffOrder(orderId: string | null) {
  const api = useApi();
  const { culture } = useCulture();
  return useQuery({ ...staffOrderQueryOptions(api, orderId ?? '', culture), enabled: orderId !== null });
}

/** What the last move said: an encoded i18n message and whether it went through. */
export interface MoveNotice {
  severity: 'success' | 'error';
  message: string;
  status?: OrderStatus;
}

/**
 * Moves the order as it was read (its Version). The answer replaces the order on screen; a refusal
 * says why in the server's words; an order someone moved meanwhile (409) is read again, so the
 * desk shows what it has become and the actions it now allows.
 */
export function useOrderMove(order: StaffOrder) {
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<MoveNotice | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { Status: OrderStatus; Note: string }) =>
      api.staffOrders.move(order.Id, { ...input, Version: order.Version }, culture),
    onMutate: () => setNotice(null),
    onSuccess: async (updated) => {
      queryClient.setQueryData(staffOrderQueryOptions(api, order.Id, culture).queryKey, updated);
      setNotice({ severity: 'success', message: 'Backoffice.OrdersMoved', status: updated.Status });
      await queryClient.invalidateQueries({ queryKey: [...ORDERS_KEY, 'list'] });
    },
    onError: async (error) => {
      setNotice({ severity: 'error', message: refusalOf(error) ?? 'Core.Error' });
      if (isApiError(error) && (error.status === 409 || error.status === 404))
        await queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
  return {
    move: (Status: OrderStatus, Note = '') => mutation.mutateAsync({ Status, Note }).catch(() => undefined),
    running: mutation.isPending ? (mutation.variables?.Status ?? null) : null,
    notice,
  };
}
