import sharp from 'sharp';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createCmsClient } from '../src/cms-client.ts';
import { createImageService } from '../src/images/image-service.ts';
import { createWorkQueue } from '../src/work-queue.ts';
import { fakeCms, fakeSite, startServer, type TestServer } from './fixtures.ts';

let cms: Awaited<ReturnType<typeof fakeCms>>;
let server: TestServer;
let photo: Buffer;

/** A 2,400 × 1,600 JPEG with detail at every scale (a photo's compressed size, not a flat colour). */
async function testPhoto(): Promise<Buffer> {
  const [width, height] = [2400, 1600];
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 3;
      raw[o] = (x * 7 + y * 3) % 256;
      raw[o + 1] = (Math.sin(x / 37) * Math.cos(y / 23) * 127 + 128) | 0;
      raw[o + 2] = (x ^ y) % 256;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG whose header claims 30,000 × 30,000 pixels (2.7 GB decoded) in a few hundred bytes. */
function decompressionBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(90_001 * 64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A drawing as an editor's SVG: 480 × 360, a red block on white and a line of text. */
const drawing = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<!-- from a design tool -->\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">' +
    '<rect width="480" height="360" fill="#fff"/><rect x="40" y="40" width="200" height="150" fill="#e60000"/>' +
    '<text x="300" y="120" font-family="sans-serif" font-size="32">5 GB</text></svg>',
);

/** A drawing that tries to read what it should not: a file of the server's disk and an address. */
const peeking = (file: string, address: string) =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="300">' +
      `<image href="file://${file}" width="400" height="150"/>` +
      `<image xlink:href="${address}" y="150" width="400" height="150"/></svg>`,
  );

/** Entities declared in the doctype, each ten of the one before: a billion characters once expanded. */
const laughs = Buffer.from(
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "lol">' +
    Array.from(
      { length: 8 },
      (_, i) => `<!ENTITY ${'bcdefghi'[i]} "${`&${'abcdefgh'[i]};`.repeat(10)}">`,
    ).join('') +
    ']><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><text y="50">&i;</text></svg>',
);

/** The colour at a point of an image (red, green, blue, alpha). */
async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number, number]> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * 4;
  const at = (channel: number) => data[offset + channel] ?? Number.NaN;
  return [at(0), at(1), at(2), at(3)];
}

let secretFolder: string;
let secretPng: string;

beforeAll(async () => {
  photo = await testPhoto();
  secretFolder = mkdtempSync(join(tmpdir(), 'images-test-'));
  secretPng = join(secretFolder, 'secret.png');
  writeFileSync(
    secretPng,
    await sharp({ create: { width: 400, height: 150, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer(),
  );
  const small = await sharp(photo).resize(1200).jpeg().toBuffer();
  const media = (body: Buffer, type: string) => () => ({ status: 200, body, type });
  const routes: Parameters<typeof fakeCms>[0] = {
    '/uploads/photo_a1.jpg': media(photo, 'image/jpeg'),
    '/uploads/small_b2.jpg': media(small, 'image/jpeg'),
    '/uploads/notes_c3.jpg': media(Buffer.from('just some text, not an image'), 'image/jpeg'),
    '/uploads/page_d4.png': media(Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'),
    '/uploads/cut_e5.jpg': media(photo.subarray(0, 2000), 'image/jpeg'),
    '/uploads/bomb_f6.png': media(decompressionBomb(), 'image/png'),
    '/uploads/drawing_k1.svg': media(drawing, 'image/svg+xml'),
    '/uploads/laughs_m3.svg': media(laughs, 'image/svg+xml'),
    '/uploads/strip_n4.svg': media(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="100000"/>'),
      'image/svg+xml',
    ),
    '/uploads/page_o5.svg': media(Buffer.from('<html><body><svg></svg></body></html>'), 'image/svg+xml'),
    '/uploads/tall_p6.svg': media(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1000000"/>'),
      'image/svg+xml',
    ),
    '/uploads/vast_q7.svg': media(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1e9" height="1e9"><rect/></svg>'),
      'image/svg+xml',
    ),
    '/uploads/banner_r8.svg': media(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 100"><rect width="800" height="100" fill="#e60000"/></svg>',
      ),
      'image/svg+xml',
    ),
    '/secret': () => ({ status: 200, body: Buffer.alloc(0), type: 'image/png' }),
  };
  cms = await fakeCms(routes);
  // The address it peeks at is the fake CMS's own, known once it listens.
  routes['/uploads/peek_l2.svg'] = media(peeking(secretPng, `${cms.url}/secret`), 'image/svg+xml');
  server = await startServer(fakeSite().site, cms.url);
});
afterAll(async () => {
  await server.app.close();
  await cms.close();
  rmSync(secretFolder, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ url, headers });
const originalsRead = (file: string) =>
  cms.seen.filter((request) => request.url === `/uploads/${file}`).length;

it.each([
  ['avif', 640, 'avif'],
  ['webp', 320, 'webp'],
  ['jpeg', 1280, 'jpeg'],
] as const)('makes a %s at %i px from a large JPEG', async (format, width, sharpFormat) => {
  const answer = await get(`/_img/${format}/${width}/photo_a1.jpg`);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe(`image/${format}`);
  expect(answer.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
  const made = await sharp(answer.rawPayload).metadata();
  expect(made.format).toBe(sharpFormat === 'avif' ? 'heif' : sharpFormat);
  expect([made.width, made.height]).toEqual([width, Math.round((width * 2) / 3)]);
  expect(answer.rawPayload.length).toBeLessThan(photo.length / 4);
});

it.each([
  ['webp', 1280, 'webp'],
  ['avif', 320, 'heif'],
] as const)(
  'rasterises a drawing (SVG) as %s at %i px, sharp at any width',
  async (format, width, sharpFormat) => {
    const answer = await get(`/_img/${format}/${width}/drawing_k1.svg`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(`image/${format}`);
    const made = await sharp(answer.rawPayload).metadata();
    expect([made.format, made.width, made.height]).toEqual([sharpFormat, width, (width * 3) / 4]);
    // The red block's middle, drawn at the new scale.
    const [red, green, blue] = await pixel(
      answer.rawPayload,
      Math.round(width * 0.29),
      Math.round(width * 0.2),
    );
    expect(red).toBeGreaterThan(200);
    expect(green + blue).toBeLessThan(80);
  },
);

it('draws nothing a drawing points at: no file of the server’s disk, no request to another address', async () => {
  const answer = await get('/_img/webp/800/peek_l2.svg');
  expect(answer.statusCode).toBe(200);
  // Where the secret file's green would be, and where the address's picture would be: nothing drawn.
  expect((await pixel(answer.rawPayload, 400, 150))[3]).toBe(0);
  expect((await pixel(answer.rawPayload, 400, 450))[3]).toBe(0);
  expect(cms.seen.some((request) => request.url === '/secret')).toBe(false);
});

it('never enlarges: a wider variant of a smaller original has the original width', async () => {
  const answer = await get('/_img/webp/1920/small_b2.jpg');
  expect((await sharp(answer.rawPayload).metadata()).width).toBe(1200);
});

it('makes each variant once: a second request, or one at the same time, is served from the cache', async () => {
  const url = '/_img/webp/480/photo_a1.jpg';
  const before = originalsRead('photo_a1.jpg');
  const [first, second] = await Promise.all([get(url), get(url)]);
  expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'miss']);
  expect(originalsRead('photo_a1.jpg')).toBe(before + 1);
  const third = await get(url);
  expect(third.headers['x-cache']).toBe('hit');
  expect(third.rawPayload.equals(first.rawPayload)).toBe(true);
  expect(originalsRead('photo_a1.jpg')).toBe(before + 1);
  const revalidated = await get(url, { 'If-None-Match': String(third.headers['etag']) });
  expect(revalidated.statusCode).toBe(304);
});

it.each([
  ['/_img/webp/321/photo_a1.jpg', 'a width between the allowed ones'],
  ['/_img/webp/2000/photo_a1.jpg', 'a width past the largest'],
  ['/_img/webp/4000/photo_a1.jpg', 'the original width'],
  ['/_img/webp/-640/photo_a1.jpg', 'a negative width'],
  ['/_img/webp/0/photo_a1.jpg', 'zero'],
  ['/_img/webp/NaN/photo_a1.jpg', 'NaN'],
  ['/_img/webp/Infinity/photo_a1.jpg', 'Infinity'],
  ['/_img/webp/1e3/photo_a1.jpg', 'an exponent'],
  ['/_img/webp/0640/photo_a1.jpg', 'a leading zero'],
  ['/_img/webp/640.0/photo_a1.jpg', 'a decimal'],
  ['/_img/webp/99999999999999999999999/photo_a1.jpg', 'a huge number'],
  ['/_img/webp/%20640/photo_a1.jpg', 'a space'],
  ['/_img/gif/640/photo_a1.jpg', 'GIF'],
  ['/_img/png/640/photo_a1.jpg', 'PNG'],
  ['/_img/jxl/640/photo_a1.jpg', 'JPEG XL'],
  ['/_img/AVIF/640/photo_a1.jpg', 'a format in capitals'],
  ['/_img/webp%00/640/photo_a1.jpg', 'a NUL after the format'],
])('refuses %s (%s) with a 400, before reading anything', async (url) => {
  const before = cms.seen.length;
  const answer = await get(url);
  expect(answer.statusCode).toBe(400);
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(cms.seen.length).toBe(before);
});

it.each([
  '/_img/webp/640/..%2F..%2Fetc%2Fpasswd',
  '/_img/webp/640/%2e%2e%2fphoto_a1.jpg',
  '/_img/webp/640/a%2Fphoto_a1.jpg',
  '/_img/webp/640/a%5Cphoto_a1.jpg',
  '/_img/webp/640/photo_a1.jpg%00.png',
  '/_img/webp/640/http:%2F%2Fevil.test%2Fx.jpg',
  '/_img/webp/640/%E2%80%AEgpj.jpg',
  '/_img/webp/640/fot%C3%B3.jpg',
  '/_img/webp/640/.env.jpg',
  '/_img/webp/640/report_h8.pdf',
  '/_img/webp/640/anim_i9.gif',
  '/_img/webp/640/photo_a1',
])('refuses %s with a 4xx, reading nothing', async (url) => {
  const before = cms.seen.length;
  const answer = await get(url);
  expect(answer.statusCode).toBeGreaterThanOrEqual(400);
  expect(answer.statusCode).toBeLessThan(500);
  expect(cms.seen.length).toBe(before);
});

it.each([
  ['notes_c3.jpg', 'text named .jpg'],
  ['page_d4.png', 'HTML named .png'],
  ['cut_e5.jpg', 'a truncated JPEG'],
  ['bomb_f6.png', 'a decompression bomb (30,000 × 30,000 declared)'],
  ['laughs_m3.svg', 'a drawing declaring entities (a billion characters expanded)'],
  ['strip_n4.svg', 'a drawing 100,000 times as tall as wide (past the pixels allowed at any width)'],
  ['page_o5.svg', 'HTML named .svg'],
  ['tall_p6.svg', 'a drawing declaring 1 × 1,000,000 px'],
  ['vast_q7.svg', 'a drawing declaring a billion pixels each way'],
])('answers %s (%s) with a 422, and remembers it', async (file) => {
  const answer = await get(`/_img/avif/640/${file}`);
  expect(answer.statusCode).toBe(422);
  expect(answer.json()).toMatchObject({ error: { status: 422 } });
  const reads = originalsRead(file);
  expect((await get(`/_img/avif/640/${file}`)).statusCode).toBe(422);
  expect(originalsRead(file)).toBe(reads);
});

it('refuses a drawing out of bounds by what it declares, and draws a wide banner within them', async () => {
  const tall = await get('/_img/webp/640/tall_p6.svg');
  expect(tall.json()).toMatchObject({
    error: { status: 422, message: expect.stringMatching(/declares 1 × 1,000,000 px: out of bounds/) },
  });
  const banner = await get('/_img/webp/640/banner_r8.svg');
  expect(banner.statusCode).toBe(200);
  expect(await sharp(banner.rawPayload).metadata()).toMatchObject({ width: 640, height: 80 });
});

it('answers a file the CMS does not have with a 404', async () => {
  expect((await get('/_img/webp/640/gone_j1.jpg')).statusCode).toBe(404);
});

it('spends the visitor’s budget on a resize only: past it 429, while cached variants still serve', async () => {
  const limited = await startServer(fakeSite().site, cms.url, { UNCACHED_RATE_LIMIT: '2' });
  try {
    const ask = (width: number) => limited.app.inject(`/_img/webp/${width}/small_b2.jpg`);
    expect((await ask(320)).statusCode).toBe(200);
    expect((await ask(480)).statusCode).toBe(200);
    const refused = await ask(640);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const again = await ask(320);
    expect([again.statusCode, again.headers['x-cache']]).toEqual([200, 'hit']);
  } finally {
    await limited.app.close();
  }
});

it('bounds its work: past the resizes under way and the queue, a request gets a 503 to retry', async () => {
  const cmsClient = createCmsClient({ cmsUrl: cms.url, ttlMs: 0 }, createWorkQueue('CMS requests', 4));
  const images = createImageService({ cms: cmsClient, cacheBytes: 1e6, concurrency: 1, maxQueued: 1 });
  const answers = await Promise.all(
    [320, 480, 640].map((width) => images.variant('photo_a1.jpg', 'webp', width)),
  );
  expect(answers.map((answer) => (answer.kind === 'image' ? 200 : answer.status))).toEqual([200, 200, 503]);
});
