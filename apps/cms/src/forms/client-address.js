// The address a form submission is counted against. X-Forwarded-For is believed only when the direct
// peer is a trusted proxy (TRUSTED_PROXIES, default loopback: the site's own server), and then only
// the entry that proxy wrote: `hops` from the right. The leftmost entries are whatever the visitor
// sent, so trusting them would let anyone pick a fresh address for every post.
const net = require('node:net');

const DEFAULT_TRUSTED = '127.0.0.0/8,::1';

/** "::ffff:10.0.0.1" (IPv4 on an IPv6 socket) → "10.0.0.1". */
function plainAddress(address) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

const family = (address) => (net.isIPv4(address) ? 'ipv4' : 'ipv6');

/** "10.0.0.0/8, ::1" → a BlockList; an entry that is neither an address nor a range stops the start. */
function trustedProxies(list = DEFAULT_TRUSTED) {
  const trusted = new net.BlockList();
  for (const entry of list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [address, bits, extra] = entry.split('/');
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = net.isIPv4(address) ? 32 : 128;
    const valid =
      net.isIP(address) !== 0 &&
      extra === undefined &&
      (prefix === undefined || (/^\d+$/.test(bits) && prefix <= max));
    if (!valid) throw new Error(`TRUSTED_PROXIES: "${entry}" is neither an IP address nor a CIDR range`);
    if (prefix === undefined) trusted.addAddress(address, family(address));
    else trusted.addSubnet(address, prefix, family(address));
  }
  return trusted;
}

/**
 * The visitor's address for `req` (a Node request): the peer's, or, behind a trusted proxy, the
 * X-Forwarded-For entry `hops` from the right (when it is an address; otherwise the peer's).
 */
function clientAddress(req, { trusted, hops }) {
  const peer = plainAddress(req.socket.remoteAddress || '');
  if (!net.isIP(peer) || !trusted.check(peer, family(peer))) return peer;
  const header = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(header) ? header.join(',') : header || '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const forwarded = chain.length >= hops ? plainAddress(chain[chain.length - hops]) : '';
  return net.isIP(forwarded) ? forwarded : peer;
}

/**
 * The key an address is counted under: IPv4 as is, IPv6 by its /64 (one subscriber line holds a
 * whole /64, so counting single IPv6 addresses would give one person billions of budgets).
 */
function clientKey(address) {
  if (!net.isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

module.exports = { clientAddress, clientKey, trustedProxies, DEFAULT_TRUSTED };
