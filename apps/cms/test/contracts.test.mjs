// The two contracts with the site's server, end to end against a real Strapi:
// A. the signed content webhook (a local receiver checks body, signature and event names);
// B. the editor preview link returned by the admin's preview URL endpoint (admin listener, admin JWT).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import { shareholderVectors } from '@site/form-rules/vectors';
import { adminToken, dbLabel, freshSecrets, prepareInstance, startStrapi, waitFor } from './helpers.mjs';

const SECRET = randomBytes(24).toString('hex');
const PREVIEW_SECRET = randomBytes(24).toString('hex');
const SITE_URL = 'http://127.0.0.1:4399';
const UID = 'api::news-update.news-update';

let cms;
let receiver;
let adminJwt;
const received = []; // { body, signature, valid, parsed }
let failNext = 0; // the receiver answers 503 this many times first (retry test)
const unreadable = []; // bodies that were not JSON (cut short), answered 400

/** The JSON of a body, or undefined when it is not JSON. */
function readJson(body) {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function startReceiver() {
  return new Promise((resolve) => {
    const server = http.createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (failNext > 0) {
          failNext -= 1;
          res.writeHead(503).end();
          return;
        }
        // A delivery cut short (the sender's timeout on a busy machine, a stop under way) arrives
        // without its whole body: answered 400 as the site's server answers it, and kept apart, so
        // it never throws in the receiver after the suite has moved on. The sender retries it whole.
        const parsed = readJson(body);
        if (parsed === undefined) {
          unreadable.push(body);
          res.writeHead(400).end();
          return;
        }
        const signature = req.headers['x-content-signature'] || '';
        const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) || [];
        const expected = t ? createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex') : '';
        received.push({
          body,
          type: req.headers['content-type'],
          valid: Boolean(t) && v1 === expected && Math.abs(Date.now() / 1000 - Number(t)) < 300,
          parsed,
        });
        res.writeHead(202).end();
      });
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

async function admin(path, init = {}) {
  const res = await fetch(`${cms.adminBase}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminJwt}` },
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const eventsFor = (documentId) => received.filter((r) => r.parsed.documentId === documentId);
const has = (documentId, event, locale) => () =>
  eventsFor(documentId).some((r) => r.parsed.event === event && r.parsed.locale === locale);

before(async () => {
  receiver = await startReceiver();
  // Seeded by this start, not copied from the run's template: the seeding's own event is a contract.
  const env = await prepareInstance(
    {
      ...freshSecrets(),
      SEED_DIR: 'small',
      SITE_WEBHOOK_URLS: `http://127.0.0.1:${receiver.address().port}/_hooks/content`,
      CONTENT_WEBHOOK_SECRET: SECRET,
      PREVIEW_SECRET,
      SITE_URL,
      FORM_MIN_SECONDS: '0', // no timing ticket: this suite posts a form only to see no webhook follow
    },
    { seedHere: true, admin: true },
  );
  cms = await startStrapi({ env });
  console.log(`# ${dbLabel()}: Strapi with webhook started in ${cms.startMs} ms`);
  adminJwt = await adminToken(cms);
});

after(async () => {
  if (unreadable.length)
    console.log(`# ${unreadable.length} webhook deliveries arrived cut short, answered 400 and retried`);
  if (cms) await cms.stop();
  if (receiver) receiver.close();
});

describe(`content webhook, contract A (${dbLabel()})`, () => {
  it('announces create, update, publish, unpublish and delete in both locales, signed', async () => {
    const created = await admin(`/content-manager/collection-types/${UID}?locale=en`, {
      method: 'POST',
      body: JSON.stringify({ title: 'Webhook probe', slug: 'webhook-probe', category: 'news' }),
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const id = created.body.data.documentId;
    await waitFor(has(id, 'entry.create', 'en'), 'entry.create en');
    const sw = await admin(`/content-manager/collection-types/${UID}/${id}?locale=sw`, {
      method: 'PUT',
      body: JSON.stringify({ title: 'Jaribio la webhook', slug: 'webhook-probe', category: 'news' }),
    });
    assert.equal(sw.status, 200, JSON.stringify(sw.body));
    await waitFor(() => eventsFor(id).some((r) => r.parsed.locale === 'sw'), 'an sw event');
    await admin(`/content-manager/collection-types/${UID}/${id}?locale=en`, {
      method: 'PUT',
      body: JSON.stringify({ title: 'Webhook probe, edited' }),
    });
    await waitFor(has(id, 'entry.update', 'en'), 'entry.update en');
    for (const locale of ['en', 'sw']) {
      const published = await admin(
        `/content-manager/collection-types/${UID}/${id}/actions/publish?locale=${locale}`,
        { method: 'POST', body: '{}' },
      );
      assert.equal(published.status, 200, JSON.stringify(published.body));
      await waitFor(has(id, 'entry.publish', locale), `entry.publish ${locale}`);
    }
    // the published page is public at once: the response cache was emptied by the event
    const page = await fetch(`${cms.base}/api/news-updates/${id}?locale=sw`);
    assert.equal(page.status, 200);
    const unpublished = await admin(
      `/content-manager/collection-types/${UID}/${id}/actions/unpublish?locale=sw`,
      { method: 'POST', body: '{}' },
    );
    assert.equal(unpublished.status, 200, JSON.stringify(unpublished.body));
    await waitFor(has(id, 'entry.unpublish', 'sw'), 'entry.unpublish sw');
    assert.equal(
      (await fetch(`${cms.base}/api/news-updates/${id}?locale=sw`)).status,
      404,
      'unpublished: gone at once',
    );
    const deleted = await fetch(`${cms.adminBase}/content-manager/collection-types/${UID}/${id}?locale=*`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${adminJwt}` },
    });
    assert.equal(deleted.status, 200);
    await waitFor(has(id, 'entry.delete', 'en'), 'entry.delete en');

    const mine = eventsFor(id);
    assert.ok(
      mine.every((r) => r.valid),
      'every delivery is signed with CONTENT_WEBHOOK_SECRET',
    );
    assert.ok(mine.every((r) => r.type === 'application/json'));
    const first = mine.find((r) => r.parsed.event === 'entry.publish' && r.parsed.locale === 'sw');
    assert.equal(
      first.body,
      JSON.stringify({
        event: 'entry.publish',
        uid: UID,
        model: 'news-update',
        api: 'news-updates',
        documentId: id,
        locale: 'sw',
      }),
    );
  });

  it('announces the seeding of a start as one event without a type, not entry by entry', () => {
    const seeded = received.filter((r) => r.parsed.event === 'content.seeded');
    assert.equal(seeded.length, 1);
    assert.equal(
      seeded[0].body,
      JSON.stringify({
        event: 'content.seeded',
        uid: null,
        model: null,
        api: null,
        documentId: null,
        locale: null,
      }),
    );
    assert.ok(seeded[0].valid);
    assert.ok(!received.some((r) => r.parsed.uid === 'api::internet.internet'), 'no seeded page announced');
  });

  it('names the REST segment the site keys its pages on: singular for single types', async () => {
    const updated = await admin('/content-manager/single-types/api::sidebar.sidebar?locale=en', {
      method: 'PUT',
      body: JSON.stringify({ tagline: 'Webhook probe tagline' }),
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    const sidebar = await waitFor(
      () =>
        received.find((r) => r.parsed.uid === 'api::sidebar.sidebar' && r.parsed.event === 'entry.update'),
      'entry.update of the sidebar',
    );
    assert.equal(sidebar.parsed.api, 'sidebar');
    assert.equal(sidebar.parsed.locale, 'en');
    // the site's server accepts only this shape (apps/server/src/routes/webhook.ts)
    const entries = received.filter((r) => r.parsed.event.startsWith('entry.'));
    assert.ok(entries.every((r) => /^[a-z0-9-]{1,64}$/.test(r.parsed.api)));
  });

  it('announces media changes and retries a failing receiver', async () => {
    const files = await admin('/upload/files?page=1&pageSize=1');
    const file = files.body.results[0];
    const before = received.filter((r) => r.parsed.event === 'media.update').length;
    failNext = 2; // two 503s, then accepted: the third attempt arrives
    const form = new FormData();
    form.append('fileInfo', JSON.stringify({ alternativeText: 'edited alt text', name: file.name }));
    const res = await fetch(`${cms.adminBase}/upload?id=${file.id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminJwt}` },
      body: form,
    });
    assert.equal(res.status, 200, await res.text());
    await waitFor(
      () => received.filter((r) => r.parsed.event === 'media.update').length > before,
      'media.update after retries',
      20000,
    );
    const media = received.filter((r) => r.parsed.event === 'media.update').at(-1);
    assert.equal(
      media.body,
      JSON.stringify({
        event: 'media.update',
        uid: 'plugin::upload.file',
        model: 'file',
        api: null,
        documentId: null,
        locale: null,
      }),
    );
    assert.ok(media.valid);
    assert.equal(failNext, 0);
  });

  it('never announces form submissions', async () => {
    const count = received.length;
    const res = await fetch(`${cms.base}/api/shareholder-forms`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: shareholderVectors.vectors[0].input }),
    });
    assert.equal(res.status, 200, await res.clone().text());
    // a content change made afterwards arrives; the submission before it never did
    const marker = await admin(`/content-manager/collection-types/${UID}?locale=en`, {
      method: 'POST',
      body: JSON.stringify({ title: 'After the form', slug: 'after-the-form', category: 'news' }),
    });
    await waitFor(has(marker.body.data.documentId, 'entry.create', 'en'), 'the later entry.create');
    assert.ok(received.slice(count).every((r) => !r.parsed.uid.includes('shareholder')));
  });
});

describe(`editor preview, contract B (${dbLabel()})`, () => {
  const sign = (q) =>
    createHmac('sha256', PREVIEW_SECRET)
      .update(`${q.get('uid')}|${q.get('documentId')}|${q.get('locale')}|${q.get('status')}|${q.get('exp')}`)
      .digest('hex');

  it('returns a signed, expiring /_preview link for entries and single types', async () => {
    const list = await fetch(`${cms.base}/api/news-updates?locale=sw&pagination[pageSize]=1`).then((r) =>
      r.json(),
    );
    const documentId = list.data[0].documentId;
    for (const [uid, query, expectId] of [
      [UID, `documentId=${documentId}&locale=sw&status=draft`, documentId],
      ['api::internet.internet', 'locale=en&status=published', null],
    ]) {
      const res = await admin(`/content-manager/preview/url/${uid}?${query}`);
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const url = new URL(res.body.data.url);
      assert.equal(`${url.origin}${url.pathname}`, `${SITE_URL}/_preview`);
      const q = url.searchParams;
      assert.deepEqual([...q.keys()], ['uid', 'documentId', 'locale', 'status', 'exp', 'sig']);
      assert.equal(q.get('uid'), uid);
      if (expectId) assert.equal(q.get('documentId'), expectId);
      else assert.match(q.get('documentId'), /^[a-z0-9]+$/);
      const exp = Number(q.get('exp'));
      assert.ok(exp > Date.now() / 1000 + 590 && exp <= Date.now() / 1000 + 601, 'expires in 10 minutes');
      assert.equal(q.get('sig'), sign(q));
    }
  });

  it('offers no preview for form submissions, and only to editors', async () => {
    const form = await admin(
      '/content-manager/preview/url/api::shareholder-submission.shareholder-submission?documentId=x',
    );
    assert.equal(form.status, 204);
    const anonymous = await fetch(`${cms.adminBase}/content-manager/preview/url/${UID}?documentId=x`);
    assert.equal(anonymous.status, 401);
    const publicPort = await fetch(`${cms.base}/content-manager/preview/url/${UID}?documentId=x`, {
      headers: { Authorization: `Bearer ${adminJwt}` },
    });
    assert.equal(publicPort.status, 404);
  });
});
