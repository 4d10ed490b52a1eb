import { addDays, insurerToday } from '@mijn/domain';
import { pngLike } from '../test/multipart.ts';
import { claimPayload, submitClaim } from './portal-client.ts';

/** Numbers the claims of every stream of the process: a second stream sends no bill of the first. */
let claimsSent = 0;

/**
 * Claims for `customerNumber` sent back to back by a few clients until stop(). Each claim the
 * server acknowledged (answered 200) is recorded the moment its answer arrives, and whether it was
 * sent after cut() was called: a claim acknowledged before the cut was committed before it, one
 * sent after the cut is committed after it.
 */
export function streamClaims(url: string, token: string, customerNumber: string, clients = 2) {
  const date = addDays(insurerToday(new Date()), -3);
  const acknowledged: string[] = [];
  const sentAfterCut: string[] = [];
  let cut = false;
  let running = true;
  let failure: unknown;
  const client = async () => {
    while (running && !failure) {
      const afterCut = cut;
      const number = claimsSent++;
      // Every bill differs in its bytes and its amount, so none is taken for a bill sent before.
      const bill = pngLike(`nota-${number}.png`, 2048);
      const payload = claimPayload(customerNumber, date, 10 + number / 100, bill);
      const id = await submitClaim(url, token, payload).catch((error: unknown) => {
        failure = error;
        throw error;
      });
      acknowledged.push(id);
      if (afterCut) sentAfterCut.push(id);
    }
  };
  const sending = Promise.all(Array.from({ length: clients }, client));
  sending.catch(() => undefined);
  return {
    year: Number(date.slice(0, 4)),
    /** The claims acknowledged so far; throws once the server refused one, so a wait ends at once. */
    acknowledged() {
      if (failure) throw failure;
      return [...acknowledged];
    },
    cut() {
      cut = true;
    },
    sentAfterCut: () => [...sentAfterCut],
    /** Stops sending; rejects when the server refused a claim. */
    async stop() {
      running = false;
      await sending;
    },
  };
}
