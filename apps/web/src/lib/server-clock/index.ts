/**
 * The server's clock as this browser sees it, from the `Date` header of the latest API reply. A
 * device whose clock is off by minutes would otherwise end a 5-minute SMS code the moment it arrives
 * (the code's send time is the server's). The header counts whole seconds, so a difference within
 * one second is no difference.
 */
let serverAheadMs = 0;

const HEADER_PRECISION_MS = 1000;

/** Remembers how far the server's clock is from this browser's, as a reply's `Date` header says. */
export function noteServerDate(dateHeader: string | null, browserNow = Date.now()): void {
  const server = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
  if (!Number.isFinite(server)) return;
  const difference = server - browserNow;
  serverAheadMs = Math.abs(difference) <= HEADER_PRECISION_MS ? 0 : difference;
}

/** An instant of the server's clock (in milliseconds) as this browser's clock reads it. */
export const onBrowserClock = (serverMs: number): number => serverMs - serverAheadMs;
