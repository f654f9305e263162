import ipaddr from 'ipaddr.js';

/**
 * The key a visitor's address is counted under: IPv4 as it is, IPv6 by its /64 (one subscriber line
 * holds a whole /64, so counting single IPv6 addresses would give one person billions of budgets).
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}
