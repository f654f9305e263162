// Who posts a form. Form posts come from the site's server only (it limits them per visitor: the
// CMS counts nothing itself): the direct peer must be one of TRUSTED_PROXIES (default loopback).
// The visitor is the X-Forwarded-For entry that proxy wrote, found by proxy-addr: never the leftmost
// entries, which are whatever the visitor sent. Used for the CAPTCHA check and the log.
const net = require('node:net');
const proxyaddr = require('proxy-addr');

const DEFAULT_TRUSTED = '127.0.0.0/8,::1';

/**
 * "10.0.0.0/8, ::1" and how many proxies stand in front → { fromProxy(req), clientAddress(req) }.
 * An entry that is neither an address nor a range stops the start.
 */
function trustedProxies(list = DEFAULT_TRUSTED, hops = 1) {
  const entries = list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  let trusted;
  try {
    trusted = proxyaddr.compile(entries);
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES: ${error.message} (an IP address or CIDR range each)`);
  }
  // The peer and the next hops - 1 entries to its left are proxies; the one after is the visitor.
  const trust = (address, hop) => hop < hops && trusted(address, hop);
  return {
    /** The connection comes from a trusted proxy (the site's server). */
    fromProxy: (req) => trusted(req.socket.remoteAddress || '', 0),
    clientAddress(req) {
      const address = proxyaddr(req, trust);
      return net.isIP(address) ? address : req.socket.remoteAddress || '';
    },
  };
}

module.exports = { trustedProxies, DEFAULT_TRUSTED };
