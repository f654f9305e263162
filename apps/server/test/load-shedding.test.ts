import Fastify from 'fastify';
import { shedLoad, shedRetryAfterSeconds } from '../src/load-shedding.ts';

/** The handler runs where under-pressure runs it: in an onRequest hook, while the server is overloaded. */
async function overloadedServer() {
  const app = Fastify();
  app.addHook('onRequest', (request, reply, done) => {
    shedLoad(request, reply);
    done();
  });
  app.get('/assets/*', async () => 'asset');
  app.get('/*', async () => 'page');
  await app.ready();
  return app;
}

test('an overloaded server still serves hashed assets, so pages already sent finish loading', async () => {
  const app = await overloadedServer();
  const answer = await app.inject('/assets/app-abc123.js');
  expect(answer.statusCode).toBe(200);
  expect(answer.body).toBe('asset');
});

test.each(['/mpesa', '/sw/mpesa', '/api/mpesa', '/ASSETS/app.js', '/x/assets/app.js'])(
  'an overloaded server sheds %s with a 503 the client may retry',
  async (path) => {
    const app = await overloadedServer();
    const answer = await app.inject(path);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(shedRetryAfterSeconds));
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toMatchObject({ error: { status: 503, name: 'ServiceUnavailable' } });
  },
);
