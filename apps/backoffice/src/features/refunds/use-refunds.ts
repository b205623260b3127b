import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiClient,
  isApiError,
  type RefundStatus,
  type StaffRefund,
  type StaffRefundListQuery,
} from '@vitrine/api-client';
import type { Culture } from '@vitrine/i18n';
import { useState } from 'react';
import { useApi } from '../../lib/api-context';
import { useCulture } from '../../lib/i18n-context';
import { refusalOf } from '../../lib/refusal';

/** React Query options of the refund requests; a decision invalidates REFUNDS_KEY (the list and the request). */
export const REFUNDS_KEY = ['staff-refunds'] as const;
export const REFUNDS_PAGE_SIZE = 20;

const listOptions = (api: ApiClient, query: StaffRefundListQuery, culture: Culture) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'list', query, culture],
    queryFn: ({ signal }) => api.staffRefunds.list(query, culture, { signal }),
  });

const refundOptions = (api: ApiClient, refundId: string, culture: Culture) =>
  queryOptions({
    queryKey: [...REFUNDS_KEY, 'refund', refundId, culture],
    queryFn: ({ signal }) => api.staffRefunds.get(refundId, culture, { signal }),
  });

/** The requests by status (the ones to decide first), one page at a time. */
export function useRefundList() {
  const api = useApi();
  const { culture } = useCulture();
  const [status, setStatus] = useState<RefundStatus | ''>('requested');
  const [page, setPage] = useState(1);
  const query: StaffRefundListQuery = { page, pageSize: REFUNDS_PAGE_SIZE, ...(status ? { status } : {}) };
  const refunds = useQuery({ ...listOptions(api, query, culture), placeholderData: keepPreviousData });
  const total = refunds.data?.TotalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / REFUNDS_PAGE_SIZE));
  return {
    refunds,
    status,
    setStatus: (next: RefundStatus | '') => {
      setStatus(next);
      setPage(1);
    },
    page,
    pageCount,
    goTo: (next: number) => setPage(Math.min(Math.max(1, next), pageCount)),
  };
}

export function useStaffRefund(refundId: string | null) {
  const api = useApi();
  const { culture } = useCulture();
  return useQuery({ ...refundOptions(api, refundId ?? '', culture), enabled: refundId !== null });
}

export interface DecisionNotice {
  severity: 'success' | 'error';
  message: string;
  status?: RefundStatus;
}

export type Decision =
  | { kind: 'approve'; Lines: { OrderLineId: string; Quantity: number }[]; Restock: boolean; Note: string }
  | { kind: 'reject'; Reason: string }
  | { kind: 'complete'; Reference: string };

/**
 * Decides on the request as it was read (its Version). The answer replaces the request on screen;
 * a refusal says why in the server's words; a request decided meanwhile (409) is read again.
 */
export function useRefundDecision(refund: StaffRefund) {
  const api = useApi();
  const { culture } = useCulture();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<DecisionNotice | null>(null);
  const mutation = useMutation({
    mutationFn: (decision: Decision) => {
      const Version = refund.Version;
      if (decision.kind === 'approve') {
        const { kind: _, ...body } = decision;
        return api.staffRefunds.approve(refund.Id, { ...body, Version }, culture);
      }
      if (decision.kind === 'reject')
        return api.staffRefunds.reject(refund.Id, { Reason: decision.Reason, Version }, culture);
      return api.staffRefunds.complete(refund.Id, { Reference: decision.Reference, Version }, culture);
    },
    onMutate: () => setNotice(null),
    onSuccess: async (updated) => {
      queryClient.setQueryData(refundOptions(api, refund.Id, culture).queryKey, updated);
      setNotice({ severity: 'success', message: 'Backoffice.RefundDone', status: updated.Status });
      await queryClient.invalidateQueries({ queryKey: [...REFUNDS_KEY, 'list'] });
    },
    onError: async (error) => {
      setNotice({ severity: 'error', message: refusalOf(error) ?? 'Core.Error' });
      if (isApiError(error) && (error.status === 409 || error.status === 404))
        await queryClient.invalidateQueries({ queryKey: REFUNDS_KEY });
    },
  });
  return {
    decide: (decision: Decision) =>
      mutation.mutateAsync(decision).then(
        () => true,
        () => false,
      ),
    busy: mutation.isPending,
    notice,
  };
}
