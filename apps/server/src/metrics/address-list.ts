import { BlockList, isIP } from 'node:net';

/**
 * A list of addresses and CIDR ranges (`127.0.0.1,::1,10.89.0.0/24`) as Node's own matcher, which
 * also matches IPv4 clients seen as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). A malformed entry
 * throws: a typo must stop the start, not open or close the door silently.
 */
export function addressList(entries: string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : null;
    const bits = prefix === undefined ? null : Number(prefix);
    const maxBits = family === 'ipv6' ? 128 : 32;
    if (!family || (bits !== null && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits)))
      throw new Error(`Not an address or CIDR range: "${entry}" (METRICS_ALLOW, README: Configuration)`);
    if (bits === null) list.addAddress(address, family);
    else list.addSubnet(address, bits, family);
  }
  return (address) => {
    const family = address ? isIP(address) : 0;
    return family !== 0 && list.check(address as string, family === 6 ? 'ipv6' : 'ipv4');
  };
}
