import type { ContactChangeStarted, ContactChannel } from '@mijn/contract';
import { useState } from 'react';
import { changeLoginSettingsFailures, type ScreenError, screenError } from '../../lib/errors/index.ts';
import { useStartContactChange } from './login-settings-api.ts';

export interface PendingContactChange {
  address: string;
  started: ContactChangeStarted;
  /** How many codes went to this address; more than one means the person asked a new one. */
  sends: number;
}

/** A new phone number or e-mail address on its way: the code sent, sent again, or given up. */
export function useContactChange(channel: ContactChannel) {
  const start = useStartContactChange(channel);
  const [pending, setPending] = useState<PendingContactChange | null>(null);
  const [failure, setFailure] = useState<ScreenError | null>(null);

  const send = (address: string) => {
    setFailure(null);
    start.mutate(address, {
      onSuccess: (started) =>
        setPending((before) => ({
          address,
          started,
          sends: before?.address === address ? before.sends + 1 : 1,
        })),
      onError: (error) => setFailure(screenError(changeLoginSettingsFailures, error)),
    });
  };

  return {
    channel,
    pending,
    failure,
    sending: start.isPending,
    send,
    resend: () => pending && send(pending.address),
    restart: () => {
      setPending(null);
      setFailure(null);
    },
  };
}

export type ContactChange = ReturnType<typeof useContactChange>;
