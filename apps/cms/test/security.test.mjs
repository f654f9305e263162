// The CMS attacked as issue 12 did, on a production start (real secrets, an admin made with
// `admin:create`, the preview token from `token:preview`): every probe must get a clear 4xx (or the
// public, published answer), never a 5xx, store nothing and leak nothing. Prints the table
// "tried / refused cleanly / stored wrongly / leaked / 5xx" and fails unless the last three are 0.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { formVectors } from '@site/form-rules/vectors';
import {
  adminToken,
  dbLabel,
  onPostgres,
  prepareInstance,
  productionEnv,
  queryDb,
  runScript,
  startStrapi,
} from './helpers.mjs';
import { multipart, rawRequest } from './raw-http.mjs';

const require = createRequire(import.meta.url);
const model = require('../model/index.js');
const { REQUIRED } = require('../src/security/secrets.js');
const { issueTicket, ticketSecret } = require('../src/forms/ticket.js');

// Secrets this repository once committed as development defaults: never again accepted.
const COMMITTED = {
  APP_KEYS: 'devOnlyAppKeyA==,devOnlyAppKeyB==,devOnlyAppKeyC==,devOnlyAppKeyD==',
  API_TOKEN_SALT: 'devOnlyApiTokenSalt',
  ADMIN_JWT_SECRET: 'devOnlyAdminJwtSecret',
  TRANSFER_TOKEN_SALT: 'devOnlyTransferTokenSalt',
  JWT_SECRET: 'devOnlyJwtSecret',
  ENCRYPTION_KEY: 'devOnlyEncryptionKey0123456789ab',
};
// The form tickets' key, known to the suite so it can sign tickets old enough to be accepted.
const TICKET_SECRET = randomBytes(32).toString('hex');

const MARK = {
  draft: 'zzdraftonlymarker',
  pending: 'zzpendingchangemarker',
  swDraft: 'zzswdraftmarker',
  relation: 'zzrelationdraftmarker',
};
// Keys and values that must never reach the public.
const LEAKS = [
  ...Object.values(MARK),
  'Fixture draft only',
  '"editorNote":',
  '"password":',
  '"related":',
  '"createdBy":',
  '"updatedBy":',
  '"hasAdmin":',
  '"registrationToken":',
  '"jwt":',
  '"accessKey":',
  'resetPasswordToken',
];
const MAX_ERROR_BYTES = 16 * 1024;

let cms;
let env;
let adminJwt;
let previewToken;
const results = []; // { kind, name, status, outcome }
const formTables = Object.keys(model.forms).map((plural) => `form_${plural.replace(/-/g, '_')}`);
const watched = ['up_users', 'admin_users', 'strapi_api_tokens', 'files', 'news_updates', ...formTables];

async function counts() {
  const out = {};
  for (const table of watched)
    out[table] = Number((await queryDb(cms.dbEnv, `SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  return out;
}

// A 2xx answer that lists entries where none may match (a filter only a draft could satisfy).
const matched = (res) => {
  try {
    const { data } = JSON.parse(res.body);
    return Array.isArray(data) ? data.length > 0 : Boolean(data);
  } catch {
    return false;
  }
};

// Sends one probe and classifies it. `ok` allows the public answer (2xx) as a clean outcome; `empty`
// allows only an answer that matched nothing (anything it lists matched through a draft: a leak).
async function probe(kind, name, request, { ok = false, empty = false, base = cms.base } = {}) {
  const mutating = request.method && request.method !== 'GET' && request.method !== 'HEAD';
  const before = mutating ? await counts() : null;
  const res = await rawRequest(base, request);
  const after = mutating ? await counts() : null;
  const body = res.body || '';
  const success = res.status >= 200 && res.status < 300;
  const leak =
    LEAKS.find((marker) => body.includes(marker)) ||
    (env && Object.values(secrets()).find((v) => body.includes(v))) ||
    (empty && success && matched(res) && 'a draft matched the filter');
  const stored = mutating ? watched.filter((t) => after[t] !== before[t]) : [];
  let outcome;
  if (res.status >= 500 || res.status === 0) outcome = '5xx';
  else if (stored.length) outcome = 'stored';
  else if (leak) outcome = 'leaked';
  else if (res.status >= 400 && res.status < 500 && res.bytes <= MAX_ERROR_BYTES) outcome = 'refused';
  else if ((ok || empty) && success) outcome = 'refused';
  else outcome = 'unclear';
  const detail =
    res.status === 0
      ? res.error
      : `${res.status}${stored.length ? ` stored ${stored}` : ''}${leak ? ` leaked ${leak}` : ''} ${body.slice(0, 160)}`;
  results.push({ kind, name, status: res.status, outcome, detail });
  return res;
}

const secrets = () =>
  Object.fromEntries(Object.entries(env).filter(([k]) => /SECRET|SALT|KEYS|ENCRYPTION/.test(k)));

function jwt(payload, secret) {
  const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

async function adminFetch(path, init = {}) {
  const res = await fetch(`${cms.adminBase}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${adminJwt}`,
      ...(init.headers || {}),
    },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

// Drafts the public must never see: a new draft with an image (reachable through the image's
// `related` link), pending changes on a published entry (en) and on its Swahili version.
async function makeDrafts() {
  const files = await adminFetch('/upload/files?page=1&pageSize=1');
  const fileId = files.body.results[0].id;
  const uid = 'api::news-update.news-update';
  const created = await adminFetch(`/content-manager/collection-types/${uid}?locale=en`, {
    method: 'POST',
    body: JSON.stringify({ title: MARK.draft, slug: 'zz-draft-only', category: 'news', image: fileId }),
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const list = await fetch(
    `${cms.base}/api/news-updates?locale=en&sort=publishDate:desc&pagination[pageSize]=1`,
  ).then((r) => r.json());
  const published = list.data[0].documentId;
  for (const [locale, title] of [
    ['en', MARK.pending],
    ['sw', MARK.swDraft],
  ]) {
    const updated = await adminFetch(
      `/content-manager/collection-types/${uid}/${published}?locale=${locale}`,
      {
        method: 'PUT',
        body: JSON.stringify({ title, image: fileId }),
      },
    );
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
  }
  // A pending change to a device type that published devices point at: a relation filter must not
  // find it.
  const types = await fetch(`${cms.base}/api/device-types?locale=en&pagination[pageSize]=1`).then((r) =>
    r.json(),
  );
  const typeUid = 'api::device-type.device-type';
  const renamed = await adminFetch(
    `/content-manager/collection-types/${typeUid}/${types.data[0].documentId}?locale=en`,
    { method: 'PUT', body: JSON.stringify({ name: MARK.relation }) },
  );
  assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
  return { draftId: created.body.data.documentId, publishedId: published, fileId };
}

function tempFiles() {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? [join(dir, e.name), ...walk(join(dir, e.name))] : [join(dir, e.name)],
    );
  return walk(cms.osTmp);
}

let ids;

before(async () => {
  env = await prepareInstance(
    { ...productionEnv(), SEED_DIR: 'small', FORM_TICKET_SECRET: TICKET_SECRET },
    { admin: true },
  );
  const token = await runScript('scripts/token-preview.mjs', env);
  assert.equal(token.code, 0, token.stderr);
  previewToken = token.stdout.trim();
  assert.match(previewToken, /^[0-9a-f]{256}$/);
  cms = await startStrapi({ env });
  console.log(`# ${dbLabel()}: production Strapi started in ${cms.startMs} ms (${cms.seedSummary()})`);
  adminJwt = await adminToken(cms);
  ids = await makeDrafts();
});

after(async () => {
  if (cms) await cms.stop();
});

describe(`security (${dbLabel()})`, () => {
  it('admin routes: 404 on the content listener whatever the path looks like', async () => {
    const targets = [
      '/admin/init',
      '/admin/register-admin',
      '/admin/login',
      '/admin',
      '/admin/',
      '/',
      '/content-manager/collection-types/api::shareholder-submission.shareholder-submission',
      '/content-manager/preview/url/api::news-update.news-update',
      '/content-type-builder/content-types',
      '/upload/files',
      '/i18n/locales',
      '/users-permissions/roles',
      '/admin/users/me',
      '/email/settings',
      '/documentation',
    ];
    const tricks = (t) => [
      t,
      t.toUpperCase(),
      t.replace(/^\/(\w)/, (_, c) => `/${c.toUpperCase()}`),
      `/api/..${t}`,
      `/api/%2e%2e${t}`,
      `/api/%2E%2E${t}`,
      `/uploads/..${t}`,
      `/api%2f..%2f${t.slice(1)}`,
      `/api/..%2f${t.slice(1)}`,
      `//${t.slice(1)}`,
      `/api//..${t}`,
      `/api\\..\\${t.slice(1)}`,
      `/api/%5c..%5c${t.slice(1)}`,
      `/api/.%2e${t}`,
      `${t}%00`,
      `/api/%00/..${t}`,
      `/./${t.slice(1)}`,
    ];
    for (const t of targets) {
      for (const target of tricks(t)) {
        for (const method of t.includes('register-admin') || t.includes('login') ? ['POST'] : ['GET']) {
          const body =
            method === 'POST'
              ? JSON.stringify({
                  email: 'x@y.zz',
                  password: 'Attack3r-Passw0rd',
                  firstname: 'a',
                  lastname: 'b',
                })
              : undefined;
          await probe('path and case', `${method} ${target}`, {
            method,
            target,
            body,
            headers: body ? { 'Content-Type': 'application/json' } : {},
          });
        }
      }
    }
    await probe('path and case', 'overlong target', { target: `/api/news-updates?${'a'.repeat(70000)}` });
    await probe('path and case', 'NUL in the path', { target: '/api/news\u0000-updates' });
    // The admin listener answers the same routes (control, not counted).
    const init = await fetch(`${cms.adminBase}/admin/init`).then((r) => r.json());
    assert.equal(init.data.hasAdmin, true);
  });

  it('drafts: never in a public answer, whatever the case, query or populate', async () => {
    const lists = ['/api/news-updates', '/API/news-updates', '/Api/News-Updates', '/api/news-updates/'];
    const queries = [
      'status=draft',
      'status=DRAFT',
      'status[0]=draft',
      'publicationState=preview',
      'status=draft&filters[slug][$eq]=zz-draft-only',
      'filters[publishedAt][$null]=true',
      'filters[publishedAt][$notNull]=false',
      'publicationFilter=never-published',
      'publicationFilter=modified',
      'hasPublishedVersion=false',
      'populate[image][populate][related]=true',
      'populate[image][populate][related][populate]=*',
      'populate[image][populate]=*',
      'populate=image.related',
      'populate[0]=image.related',
      'populate=localizations',
      'populate[localizations]=*',
      'populate[localizations][populate]=*',
      'populate[localizations][filters][publishedAt][$null]=true',
      'populate=*',
      'populate=*&status=draft',
      'populate=deep,10&status=draft',
      'locale=*&status=draft',
      'locale=sw&status=draft',
      'fields[0]=title&status=draft',
      'sort=publishedAt:asc&status=draft',
    ];
    for (const list of lists) {
      for (const q of queries) {
        const locale = q.includes('locale=') ? '' : 'locale=en&';
        await probe(
          'drafts',
          `${list}?${q}`,
          { target: `${list}?${locale}${q}&pagination[pageSize]=100` },
          { ok: true },
        );
      }
    }
    for (const q of [
      '',
      '?status=draft',
      '?status=draft&locale=en',
      '?populate=localizations&status=draft',
      '?locale=sw&status=draft',
    ]) {
      await probe(
        'drafts',
        `draft by id ${q}`,
        { target: `/api/news-updates/${ids.draftId}${q}` },
        { ok: true },
      );
      await probe(
        'drafts',
        `published with pending changes ${q}`,
        { target: `/api/news-updates/${ids.publishedId}${q}` },
        { ok: true },
      );
      await probe(
        'drafts',
        `case trick by id ${q}`,
        { target: `/API/NEWS-UPDATES/${ids.draftId}${q}` },
        { ok: true },
      );
    }
    // The server-held read-only token reads drafts (editor preview) and writes nothing.
    const preview = await fetch(`${cms.base}/api/news-updates/${ids.draftId}?locale=en&status=draft`, {
      headers: { Authorization: `Bearer ${previewToken}` },
    });
    assert.equal(preview.status, 200);
    assert.equal((await preview.json()).data.title, MARK.draft);
    await probe('token', 'preview token cannot write', {
      method: 'POST',
      target: '/api/news-updates',
      headers: { Authorization: `Bearer ${previewToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { title: 'x', slug: 'x', category: 'news' } }),
    });
  });

  it('populate and fields: private links and fields stay private', async () => {
    const deep = (n) => Array.from({ length: n }, () => '[populate][deviceType]').join('');
    for (const q of [
      'populate[createdBy]=*',
      'populate[updatedBy][fields][0]=password',
      'populate=createdBy,updatedBy',
      'populate[0]=createdBy',
      'populate=**',
      'populate=*,*',
      'populate[*]=true',
      'populate[image]=*&populate[image][populate][folder]=*',
      'populate[image][populate][createdBy]=*',
      `populate[deviceType]${deep(30)}=true`,
      `populate${'[blocks][populate]'.repeat(40)}=true`,
      'fields[0]=editorNote',
      'fields=editorNote',
      'fields[0]=password',
      'fields[0]=publishedAt&fields[1]=createdBy',
      'populate=deep,10&fields[0]=editorNote',
    ]) {
      for (const path of ['/api/news-updates', '/api/internet']) {
        await probe('populate', `${path}?${q}`, { target: `${path}?locale=en&${q}` }, { ok: true });
      }
    }
  });

  it('filters: bad values and operators answer 400, private fields are not an oracle', async () => {
    const nested = (n) => `filters${'[$or][0]'.repeat(n)}[title][$eq]=x`;
    for (const q of [
      'filters[minimum][$gt]=1e999',
      'filters[minimum][$gt]=NaN',
      'filters[minimum][$gt]=abc',
      'filters[minimum][$in][0]=Infinity',
      'filters[minimum][$between][0]=1&filters[minimum][$between][1]=1e400',
      'filters[fee][$lt]=-1e309',
    ]) {
      await probe('filters', `tariff ${q}`, { target: `/api/tariff-bands?locale=en&${q}` }, { ok: true });
    }
    for (const q of [
      'filters[title][$where]=1',
      'filters[$where]=this.title',
      'filters[title][$regex]=.*',
      'filters[title][$raw]=1',
      'filters[title][$eq][$ne]=x',
      'filters[title][$contains][0]=a',
      'filters[title][$in]=x',
      'filters[title][$eq]=%00',
      'filters[title][$containsi]=%00',
      'filters[title]=x&filters[$and]=y',
      'filters[$or]=x',
      'filters[$not]=x',
      'filters[editorNote][$contains]=e',
      'filters[editorNote][$null]=false',
      'filters[createdBy][email][$contains]=@',
      'filters[updatedBy][password][$startsWith]=$',
      'filters[image][related][title][$contains]=zz',
      'filters[localizations][title][$contains]=zz',
      'filters[localizations][publishedAt][$null]=true',
      'filters[publishDate][$gt]=0000-00-00',
      'filters[publishDate][$gt]=not-a-date',
      'filters[id][$gt]=1e999',
      'filters[documentId][$eq][0]=a',
      nested(5),
      nested(60),
      'sort=editorNote:asc',
      'sort[0]=password',
      'sort=createdBy.email:asc',
      'sort=title:sideways',
      'pagination[pageSize]=1000000',
      'pagination[page]=-1',
      'pagination[page]=1e999',
      'pagination[start]=-5&pagination[limit]=1e999',
      'pagination[withCount]=maybe',
      'locale=../../etc/passwd',
      'locale=%00',
      'locale[0]=en',
    ]) {
      await probe(
        'filters',
        `news ${q}`,
        { target: `/api/news-updates?${q.startsWith('locale') ? '' : 'locale=en&'}${q}` },
        { ok: true },
      );
    }
  });

  it('bodies: JSON only, small, never a temp file left', async () => {
    const before = tempFiles();
    const form = '/api/shareholder-forms';
    const routes = [
      form,
      '/api/foundation-applications',
      '/api/news-updates',
      '/api/news-updates/x',
      '/api/upload',
      '/api/auth/local/register',
      '/_health',
      '/admin/init',
      '/nope',
      '/uploads/x',
    ];
    for (const target of routes) {
      for (const method of ['POST', 'PUT']) {
        for (const field of ['files', 'data', 'x']) {
          const { body, headers } = multipart(field);
          await probe('transport', `${method} multipart(${field}) ${target}`, {
            method,
            target,
            body,
            headers,
          });
        }
      }
      await probe('transport', `urlencoded ${target}`, {
        method: 'POST',
        target,
        body: 'data[fullName]=x',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      await probe('transport', `text ${target}`, {
        method: 'POST',
        target,
        body: '{"data":{}}',
        headers: { 'Content-Type': 'text/plain' },
      });
    }
    // Hostile multipart on the admin listener: refused or unauthenticated, temp files removed too.
    for (const target of [
      '/upload',
      '/upload/files/1/replace',
      '/admin/login',
      '/content-manager/collection-types/api::news-update.news-update',
    ]) {
      const { body, headers } = multipart('files', 200000);
      await probe(
        'transport',
        `admin multipart ${target}`,
        { method: 'POST', target, body, headers },
        { base: cms.adminBase },
      );
    }
    const json = { 'Content-Type': 'application/json' };
    const postForm = (name, data) =>
      probe('transport', name, {
        method: 'POST',
        target: form,
        headers: json,
        body: JSON.stringify({ data }),
      });
    const many = (n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 1]));
    await postForm('JSON of 1 MB', { fullName: 'x'.repeat(1_000_000) });
    await postForm('80,000 unknown keys', many(80000));
    await postForm('5,000 unknown keys (under the limit): capped reply', many(5000));
    await probe('transport', 'chunked 1 MB', {
      method: 'POST',
      target: form,
      headers: json,
      chunks: Array.from({ length: 100 }, () => 'x'.repeat(10000)),
    });
    await probe('transport', 'chunked small invalid JSON', {
      method: 'POST',
      target: form,
      headers: json,
      chunks: ['{"data":', '{"fullName":'],
    });
    await probe('transport', 'invalid JSON', {
      method: 'POST',
      target: form,
      headers: json,
      body: `{"data": ${'x'.repeat(50000)}`,
    });
    await probe('transport', 'JSON nested 20,000 deep', {
      method: 'POST',
      target: form,
      headers: json,
      body: `{"data":${'['.repeat(20000)}${']'.repeat(20000)}}`,
    });
    await probe('transport', 'JSON with __proto__', {
      method: 'POST',
      target: form,
      headers: json,
      body: '{"data":{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}}',
    });
    await probe('transport', 'JSON as UTF-16', {
      method: 'POST',
      target: form,
      headers: { 'Content-Type': 'application/json; charset=utf-16' },
      body: '{"data":{}}',
    });
    await probe('transport', 'Content-Length larger than the body', {
      method: 'POST',
      target: form,
      headers: { ...json, 'Content-Length': '100000000' },
      body: '{}',
      timeoutMs: 5000,
    });
    await probe('transport', 'huge header', {
      target: '/api/news-updates',
      headers: { 'X-Big': 'x'.repeat(40000) },
    });
    await probe('transport', 'TRACE', { method: 'TRACE', target: '/api/news-updates' });
    await probe('transport', 'DELETE content', { method: 'DELETE', target: '/api/news-updates/x' });
    const after = tempFiles();
    assert.deepEqual(after, before, 'temp folder changed by hostile bodies');
  });

  it('tokens and accounts: forged, expired or foreign tokens are refused, nobody signs up', async () => {
    const dev = { jwt: 'devOnlyJwtSecret', admin: 'devOnlyAdminJwtSecret' };
    const now = Math.floor(Date.now() / 1000);
    const bearer = (token) => ({ Authorization: `Bearer ${token}` });
    const draftRead = `/api/news-updates?locale=en&status=draft&filters[slug][$eq]=zz-draft-only`;
    for (const [name, token] of [
      ['users JWT signed with the committed secret', jwt({ id: 1, iat: now, exp: now + 3600 }, dev.jwt)],
      ['users JWT signed with the admin dev secret', jwt({ id: 1, iat: now, exp: now + 3600 }, dev.admin)],
      ['users JWT, expired, real secret', jwt({ id: 1, iat: now - 7200, exp: now - 3600 }, env.JWT_SECRET)],
      [
        'users JWT alg none',
        `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"id":1}').toString('base64url')}.`,
      ],
      ['random API token', 'a'.repeat(256)],
      ['admin JWT as API token', adminJwt],
      ['empty bearer', ''],
    ]) {
      await probe('token', `${name} (content)`, { target: draftRead, headers: bearer(token) }, { ok: true });
    }
    for (const [name, token] of [
      [
        'admin JWT signed with the committed secret',
        jwt({ userId: 1, type: 'access', iat: now, exp: now + 3600 }, dev.admin),
      ],
      [
        'admin JWT, expired, real secret',
        jwt({ userId: 1, type: 'access', iat: now - 7200, exp: now - 3600 }, env.ADMIN_JWT_SECRET),
      ],
      ['preview API token on the admin API', previewToken],
    ]) {
      await probe(
        'token',
        `${name} (admin)`,
        { target: '/admin/users/me', headers: bearer(token) },
        { base: cms.adminBase },
      );
      await probe(
        'token',
        `${name} (content-manager)`,
        {
          target: `/content-manager/collection-types/api::shareholder-submission.shareholder-submission`,
          headers: bearer(token),
        },
        { base: cms.adminBase },
      );
    }
    await probe(
      'token',
      'register-admin when an admin exists',
      {
        method: 'POST',
        target: '/admin/register-admin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: 'x@y.zz',
          password: 'Attack3r-Passw0rd',
          firstname: 'a',
          lastname: 'b',
        }),
      },
      { base: cms.adminBase },
    );
    const json = { 'Content-Type': 'application/json' };
    for (const [target, body] of [
      ['/api/auth/local/register', { username: 'mallory', email: 'm@example.test', password: 'Passw0rd!' }],
      ['/api/auth/local', { identifier: 'm@example.test', password: 'Passw0rd!' }],
      ['/api/auth/forgot-password', { email: 'm@example.test' }],
      ['/api/auth/reset-password', { code: 'x', password: 'Passw0rd!', passwordConfirmation: 'Passw0rd!' }],
      ['/api/auth/send-email-confirmation', { email: 'm@example.test' }],
      ['/api/auth/refresh', { refreshToken: 'x' }],
      ['/API/AUTH/LOCAL/REGISTER', { username: 'mallory2', email: 'm2@example.test', password: 'Passw0rd!' }],
    ]) {
      await probe('token', `POST ${target}`, {
        method: 'POST',
        target,
        headers: json,
        body: JSON.stringify(body),
      });
    }
    for (const target of [
      '/api/connect/github',
      '/api/auth/email-confirmation?confirmation=x',
      '/api/users',
      '/api/users/me',
      '/api/users-permissions/roles',
      '/api/upload/files',
      '/api/i18n/locales',
    ]) {
      await probe('token', `GET ${target}`, { target });
    }
    const tokens = await queryDb(cms.dbEnv, 'SELECT name FROM strapi_api_tokens');
    assert.deepEqual(
      tokens.map((t) => t.name),
      ['site preview'],
      'only the preview token exists (no default tokens)',
    );
  });

  it('the private API: no draft matches through a locale or a relation, malformed operators 400', async () => {
    const news = '/api/news-updates?locale=en&pagination[pageSize]=100';
    const devices = '/api/device-updates?locale=en&pagination[pageSize]=100';
    for (const q of [
      'filters[localizations][id][$eq]=1',
      'filters[localizations][id][$gt]=0',
      'filters[localizations][publishedAt][$null]=true',
      `filters[localizations][title][$contains]=${MARK.swDraft}`,
      'filters[localizations][title][$startsWith]=zz',
      'filters[localizations][locale][$eq]=sw',
      'filters[localizations]=1',
      'filters[$or][0][localizations][title][$contains]=zz',
      'filters[$not][localizations][id][$null]=true',
      `filters[title][$contains]=${MARK.pending}`,
      `filters[title][$eq]=${MARK.draft}`,
    ])
      await probe('private API', `news ${q}`, { target: `${news}&${q}` }, { empty: true });
    for (const q of [
      `filters[deviceType][name][$contains]=${MARK.relation}`,
      `filters[deviceType][name][$eq]=${MARK.relation}`,
      'filters[deviceType][name][$startsWith]=zz',
      'filters[deviceType][publishedAt][$null]=true',
      'filters[deviceType][localizations][id][$eq]=1',
      'filters[deviceType][localizations][name][$contains]=zz',
      `filters[$and][0][deviceType][name][$contains]=${MARK.relation}`,
    ])
      await probe('private API', `devices ${q}`, { target: `${devices}&${q}` }, { empty: true });
    for (const q of [
      'filters[price][$between][0]=1',
      'filters[price][$between][0]=1&filters[price][$between][1]=2&filters[price][$between][2]=3',
      'filters[price][$between]=1',
      'filters[price][$between][a]=1&filters[price][$between][b]=2',
      'filters[$not][price][$between][0]=1',
      'filters[deviceType][order][$between][0]=1',
      'filters[deviceType][order][$between]=5',
      'filters[price][$in]=1',
      'filters[price][$notIn][x]=1',
      'filters[price][$null]=maybe',
      'filters[price][$notNull][0]=true',
      'filters[price][$eq][0]=1',
      'filters[price][$gt][$lt]=1',
      'filters[price][$jsonSupersetOf]=1',
      'filters[price][$between][0][$eq]=1&filters[price][$between][1]=2',
      'filters[$and]=x',
      'filters[$and][0]=x',
      'filters[$or][0][$not]=x',
    ])
      await probe('private API', `devices ${q}`, { target: `${devices}&${q}` });
    // The filters the site itself sends still answer.
    const site = await fetch(`${cms.base}${devices}&filters[deviceType][slug][$eq]=smartphones`);
    assert.equal(site.status, 200);
  });

  it('forms: no forged or reused ticket, nothing but UTF-8 JSON, nothing stored', async () => {
    const plural = 'shareholder-forms';
    const [valid] = formVectors.find((form) => form.collection === plural).vectors;
    const json = { 'Content-Type': 'application/json' };
    const aged = (secret) => issueTicket(secret, plural, Date.now() - 60_000);
    const send = (ticket, data = valid.input) => JSON.stringify({ data, ticket });
    const postForm = (name, body, headers = json) =>
      probe('forms', name, { method: 'POST', target: `/api/${plural}`, headers, body });
    const committedKey = ticketSecret('', COMMITTED.APP_KEYS.split(','));
    await postForm('a ticket signed with the committed development key', send(aged(committedKey)));
    await postForm(
      'a ticket signed with this deployment’s app keys, not its ticket key',
      send(aged(ticketSecret('', env.APP_KEYS.split(',')))),
    );
    await postForm(
      'a ticket issued just now (too fast)',
      send(issueTicket(TICKET_SECRET, plural, Date.now())),
    );
    await postForm(
      'a ticket from the future',
      send(issueTicket(TICKET_SECRET, plural, Date.now() + 3_600_000)),
    );
    const used = aged(TICKET_SECRET);
    const first = await rawRequest(cms.base, {
      method: 'POST',
      target: `/api/${plural}`,
      headers: json,
      body: send(used),
    });
    assert.equal(first.status, 200, first.body);
    await postForm('the same ticket a second time', send(used));
    await postForm(
      'the same ticket a second time, other answers',
      send(used, { ...valid.input, fullName: 'Another Name' }),
    );
    const fresh = aged(TICKET_SECRET);
    const [head, tail] = send(fresh, { ...valid.input, organisationName: 'MARK' }).split('MARK');
    await postForm(
      'bytes that are not UTF-8 (\\xff\\xfe) in a field',
      Buffer.concat([Buffer.from(head), Buffer.from([0xff, 0xfe]), Buffer.from(tail)]),
    );
    await postForm(
      'Latin-1 bytes without a charset',
      Buffer.from(send(fresh, { ...valid.input, fullName: 'José' }), 'latin1'),
    );
    for (const charset of ['latin1', 'iso-8859-1', 'utf-16', 'windows-1252', 'utf-7', '"utf-8x"'])
      await postForm(`charset=${charset}`, send(fresh), {
        'Content-Type': `application/json; charset=${charset}`,
      });
    await postForm(
      'a lone surrogate escape',
      send(fresh, { ...valid.input, fullName: '\ud800' }).replace('\ud800', '\\ud800'),
    );
    const direct = await rawRequest(cms.base, {
      method: 'POST',
      target: `/api/${plural}`,
      headers: { ...json, 'Content-Type': 'application/json; charset=UTF-8' },
      body: send(fresh),
    });
    assert.equal(direct.status, 200, `UTF-8 with its charset named is taken: ${direct.body}`);
  });

  it('refuses to start in production without real secrets or an admin', async () => {
    const base = productionEnv();
    const named = (suffix) => new RegExp(REQUIRED.map((k) => `${k} ${suffix}`).join('[\\s\\S]*'));
    // Each start refused loads Strapi (about 3 s), and a refusal names every problem it found: weak
    // secrets of different variables share one start, each still a probe of its own. They are refused
    // when Strapi registers, whatever the database: on PostgreSQL only the start that reads it runs.
    const noAdmin = [{}, [['no admin', /No active super admin exists[\s\S]*admin:create/]]];
    const starts = onPostgres()
      ? [noAdmin]
      : [
          [Object.fromEntries(REQUIRED.map((k) => [k, ''])), [['secrets missing', named('is not set')]]],
          [COMMITTED, [['committed secrets', named('is a string this repository commits')]]],
          [
            {
              APP_KEYS: `${base.APP_KEYS},devOnlyAppKeyA==`,
              JWT_SECRET: 'hunter2',
              FORM_TICKET_SECRET: 'forms-test-ticket-secret',
              SITE_WEBHOOK_URLS: 'http://127.0.0.1:9/hook',
              CONTENT_WEBHOOK_SECRET: '',
              PREVIEW_SECRET: 'dev-only-not-a-secret',
            },
            [
              ['one committed app key among real ones', /APP_KEYS is a string this repository commits/],
              ['a short secret', /JWT_SECRET is shorter than 32 characters/],
              [
                'a test’s secret (apps/cms/test/forms.test.mjs)',
                /FORM_TICKET_SECRET is a string this repository commits[^\n]*openssl rand -base64 32/,
              ],
              ['webhook URLs without a secret', /CONTENT_WEBHOOK_SECRET is not set/],
              ['preview without a secret', /PREVIEW_SECRET is a string this repository commits/],
            ],
          ],
          noAdmin,
        ];
    for (const [overrides, probes] of starts) {
      const run = await startStrapi({
        env: { ...base, SEED: 'false', SEED_TEST_FIXTURES: 'false', ...overrides },
        expectExit: true,
      });
      for (const [name, message] of probes) {
        const clear = run.code !== 0 && run.code !== 'timeout' && message.test(run.logs);
        results.push({
          kind: 'secrets',
          name,
          status: run.code,
          outcome: clear ? 'refused' : 'unclear',
          detail: run.logs.slice(-600),
        });
      }
    }
  });

  it('prints the table: nothing stored, leaked or 5xx', () => {
    const kinds = [...new Set(results.map((r) => r.kind))];
    const row = (label, list) => {
      const n = (o) => list.filter((r) => r.outcome === o).length;
      return `| ${label} | ${list.length} | ${n('refused')} | ${n('stored')} | ${n('leaked')} | ${n('5xx')} | ${n('unclear')} |`;
    };
    console.log(`\n# security probes (${dbLabel()})`);
    console.log('| class | tried | refused cleanly | stored wrongly | leaked | 5xx | unclear |');
    console.log('|---|---|---|---|---|---|---|');
    for (const kind of kinds)
      console.log(
        row(
          kind,
          results.filter((r) => r.kind === kind),
        ),
      );
    console.log(row('**all**', results));
    const bad = results.filter((r) => r.outcome !== 'refused');
    for (const r of bad.slice(0, 40))
      console.log(`# ${r.outcome}: [${r.kind}] ${r.name.slice(0, 120)} → ${String(r.detail).slice(0, 300)}`);
    assert.deepEqual(
      bad.map((r) => `${r.outcome}: ${r.name.slice(0, 100)}`),
      [],
    );
  });
});
