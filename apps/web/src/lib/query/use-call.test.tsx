import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useBusy } from '../activity/index.ts';
import { useCall } from './use-call.ts';

/** A call the test settles by hand. */
function manualCall<Result>() {
  const calls: { resolve: (result: Result) => void; reject: (error: unknown) => void }[] = [];
  const call = (_variables: string) =>
    new Promise<Result>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { call, calls };
}

describe('useCall', () => {
  it('is pending and holds the loading bar while its call runs, then hands the result over', async () => {
    const { call, calls } = manualCall<number>();
    const { result } = renderHook(() => ({ call: useCall(call), busy: useBusy() }));
    const onSuccess = vi.fn();
    expect(result.current.call.isPending).toBe(false);
    expect(result.current.busy).toBe(false);

    act(() => result.current.call.mutate('jan', { onSuccess }));
    expect(result.current.call.isPending).toBe(true);
    expect(result.current.busy).toBe(true);

    await act(async () => calls[0]?.resolve(42));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(42));
    expect(result.current.call.isPending).toBe(false);
    expect(result.current.busy).toBe(false);
  });

  it('hands a failure to onError and releases the loading bar', async () => {
    const { call, calls } = manualCall<number>();
    const { result } = renderHook(() => ({ call: useCall(call), busy: useBusy() }));
    const onSuccess = vi.fn();
    const onError = vi.fn();
    act(() => result.current.call.mutate('jan', { onSuccess, onError }));
    const refusal = new Error('refused');
    await act(async () => calls[0]?.reject(refusal));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(refusal));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(result.current.call.isPending).toBe(false);
    expect(result.current.busy).toBe(false);
  });
});
