import type { Config } from '../../config.ts';
import { labelByCode } from '../../core/labels/catalogue.ts';
import { labelForHost } from '../../core/labels/host.ts';

/** Who a passkey is for: the label's host the request came to (decision 0064). */
export interface RelyingParty {
  /** The host without its port: a passkey made on `aev.localhost` works there and nowhere else. */
  rpId: string;
  /** What the browser reports as the page's origin, port included. */
  origin: string;
  /** The label's brand, shown by the browser and the passkey manager. */
  rpName: string;
}

export function relyingPartyOf(
  request: { host: string; protocol: 'http' | 'https' },
  config: Pick<Config, 'labelHosts'>,
): RelyingParty {
  // Browsers send the host lower-cased, as the origin they report and the rpId they hash.
  const host = request.host.toLowerCase();
  return {
    rpId: host.replace(/:\d+$/, ''),
    origin: `${request.protocol}://${host}`,
    rpName: labelByCode[labelForHost(request.host, config.labelHosts)].brandName,
  };
}
