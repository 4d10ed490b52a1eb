import { useState } from 'react';
import { trackActivity } from '../activity/index.ts';

export interface CallHandlers<Result> {
  onSuccess?: (result: Result) => void;
  onError?: (error: unknown) => void;
}

/**
 * A call a screen starts, with its pending state, without TanStack Query: for what comes with the
 * entry (the login page, decision 0081). It has useMutation's `mutate(variables, handlers)` shape
 * and shows the loading bar while it runs.
 */
export function useCall<Variables, Result>(call: (variables: Variables) => Promise<Result>) {
  const [isPending, setPending] = useState(false);
  const mutate = (variables: Variables, { onSuccess, onError }: CallHandlers<Result> = {}) => {
    setPending(true);
    trackActivity(call(variables)).then(
      (result) => {
        setPending(false);
        onSuccess?.(result);
      },
      (error: unknown) => {
        setPending(false);
        onError?.(error);
      },
    );
  };
  return { mutate, isPending };
}
