import { cmsGet } from './cms';
import { admin, cmsAdminUrl } from './env';

type Json = Record<string, unknown>;
/** Admin routes answer only on the CMS's admin listener. */
const adminGet = (path: string, init: RequestInit = {}) => cmsGet(path, init, cmsAdminUrl);
const post = (path: string, body: unknown) =>
  adminGet(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const tokenOf = (body: unknown) =>
  ((body as { data?: { token?: unknown } } | null)?.data?.token as string | undefined) ?? null;

/**
 * An admin JWT for the content-manager API (form submissions are never readable by the public), for
 * the administrator `admin:create` made before the CMS started (scripts/start-cms.mjs).
 */
export async function adminLogin(): Promise<string> {
  const login = await post('/admin/login', admin);
  const token = tokenOf(login.body);
  if (!token)
    throw new Error(
      `admin login as ${admin.email} failed: ${login.status} ${JSON.stringify(login.body).slice(0, 300)}`,
    );
  return token;
}

/** The token the global setup obtained (passed to the workers through the environment). */
export function adminToken(): string {
  const token = process.env['E2E_ADMIN_JWT'];
  if (!token)
    throw new Error(`no admin token: ${process.env['E2E_ADMIN_ERROR'] ?? 'the global setup did not run'}`);
  return token;
}

/** A stored form submission found by its server reference, with its repeatable parts populated. */
export async function findSubmission(singular: string, reference: string): Promise<Json | null> {
  const uid = `api::${singular}.${singular}`;
  const headers = { Authorization: `Bearer ${adminToken()}` };
  const list = await adminGet(
    `/content-manager/collection-types/${uid}?page=1&pageSize=10&filters[$and][0][reference][$eq]=${encodeURIComponent(reference)}`,
    { headers },
  );
  const results = (list.body as { results?: Json[] }).results;
  if (!Array.isArray(results))
    throw new Error(`content-manager ${uid}: ${list.status} ${JSON.stringify(list.body).slice(0, 300)}`);
  const found = results[0];
  if (!found) return null;
  const one = await adminGet(`/content-manager/collection-types/${uid}/${String(found['documentId'])}`, {
    headers,
  });
  return ((one.body as { data?: Json }).data ?? found) as Json;
}

/**
 * How many submissions of a form the CMS holds with `value` in `field` (each test's address, or its
 * organisation's name, is its own).
 */
export async function countSubmissions(singular: string, value: string, field = 'email'): Promise<number> {
  const uid = `api::${singular}.${singular}`;
  const list = await adminGet(
    `/content-manager/collection-types/${uid}?page=1&pageSize=10&filters[$and][0][${field}][$eq]=${encodeURIComponent(value)}`,
    { headers: { Authorization: `Bearer ${adminToken()}` } },
  );
  const pagination = (list.body as { pagination?: { total?: unknown } }).pagination;
  if (typeof pagination?.total !== 'number')
    throw new Error(`content-manager ${uid}: ${list.status} ${JSON.stringify(list.body).slice(0, 300)}`);
  return pagination.total;
}
