import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { ServerConfig } from './config.ts';

/**
 * Security headers of every answer. Scripts: the site's own files and the two inline scripts (the
 * language redirect, the loader that starts the scripts after the first paint) by their hashes;
 * nothing else inline, no eval. The browser never talks to the CMS (its
 * reads and forms go through this server), so `connect-src` is the site itself. Styles allow inline
 * attributes: React sets a page's CMS background colour that way.
 */
function helmetOptions(config: ServerConfig, scriptHashes: string[]): HelmetOptions {
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

/**
 * The headers themselves, worked out once: none depends on the request (no nonces; the scripts are
 * allowed by hash), so helmet's middleware runs once at start, against a recorder, instead of on every
 * request. Every answer then carries the same object (app.ts), the router's own errors too.
 */
export function securityHeaders(config: ServerConfig, scriptHashes: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(helmetOptions(config, scriptHashes))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  headers['Permissions-Policy'] =
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
  return headers;
}
