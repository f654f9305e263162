import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { ServerConfig } from './config.ts';

/**
 * Security headers of every answer. Scripts: the site's own files and the two inline scripts (the
 * language redirect, the loader that starts the scripts after the first paint) by their hashes;
 * nothing else inline, no eval. The browser never talks to the CMS (its
 * reads and forms go through this server), so `connect-src` is the site itself. Styles allow inline
 * attributes: React sets a page's CMS background colour that way.
 */
export function securityHeaders(config: ServerConfig, scriptHashes: string[]): FastifyHelmetOptions {
  const https = config.siteOrigin.startsWith('https:');
  return {
    // Development runs Vite's client and React's refresh preamble inline: no CSP there.
    contentSecurityPolicy: config.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...scriptHashes],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            manifestSrc: ["'self'"],
            workerSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // No need for it: COEP would block nothing we load, and it makes any later third-party embed harder.
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  };
}
