import ipaddr from 'ipaddr.js';

/** Bytes of an address kept in logs and traces: an IPv4 /24 and an IPv6 /48, the network, not the host. */
const keptBytes = { ipv4: 3, ipv6: 6 } as const;

/**
 * A client address as logs and traces keep it: truncated to its network (203.0.113.7 becomes
 * 203.0.113.0, 2001:db8:1:2::7 becomes 2001:db8:1::), so no line points at one person's device. The
 * customer's own login history keeps the whole address (it is theirs to see); nothing else does.
 */
export function truncatedAddress(address: string): string {
  if (!ipaddr.isValid(address)) return 'unknown';
  // An IPv4 client of a dual-stack socket arrives as ::ffff:203.0.113.7.
  const parsed = ipaddr.process(address);
  const kept = keptBytes[parsed.kind()];
  return ipaddr
    .fromByteArray(parsed.toByteArray().map((byte, index) => (index < kept ? byte : 0)))
    .toString();
}
