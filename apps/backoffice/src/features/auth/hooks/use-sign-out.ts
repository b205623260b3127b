import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/api-context';
import { LOGIN_PATH } from '../return-url';
import { forgetSession } from '../session';

/** Ends the session on the server, leaves for the sign-in page, then forgets the user's data. */
export function useSignOut() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: () => api.security.logout(),
    onSuccess: async () => {
      // Leave first: pages still on screen would otherwise render, or refetch, without a user.
      await navigate(LOGIN_PATH, { replace: true });
      forgetSession(queryClient);
    },
  });
  return { signOut: () => mutation.mutate(), isPending: mutation.isPending };
}
