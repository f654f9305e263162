import { useEffect } from 'react';
import { Navigate } from 'react-router';

/** Hosts that external redirects may lead to (comma list in `VITE_REDIRECT_ALLOWLIST`). */
export function redirectAllowList(): string[] {
  const configured = import.meta.env?.['VITE_REDIRECT_ALLOWLIST'] as string | undefined;
  return (configured || 'www.vodacom.co.tz,vodacom.co.tz,www.youtube.com,youtube.com')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

const defaults: Record<string, string> = {
  FWA_URL: 'https://www.vodacom.co.tz/fwa',
  INVESTOR_VIDEOS_URL: 'https://www.youtube.com/@VodacomTanzania',
};

/** The external target of `env:NAME`: `VITE_NAME` from configuration, else the documented default. */
export function externalTarget(envName: string): string | null {
  const configured = import.meta.env?.[`VITE_${envName}`] as string | undefined;
  const target = configured || defaults[envName];
  if (!target) return null;
  try {
    const url = new URL(target);
    return url.protocol === 'https:' && redirectAllowList().includes(url.hostname.toLowerCase())
      ? url.href
      : null;
  } catch {
    return null;
  }
}

export function InternalRedirect({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}

/** Leaves the site, replacing the history entry so Back does not bounce here again. */
export function ExternalRedirect({ envName, fallback }: { envName: string; fallback: string }) {
  const target = externalTarget(envName);
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  return target ? null : <Navigate to={fallback} replace />;
}
