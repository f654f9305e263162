import Fastify from 'fastify';
import { warmUntilDone } from '../src/warm-up.ts';

it('warms the cache again after each failure until it is warm, saying so in the log', async () => {
  const log = Fastify().log;
  const warned = vi.spyOn(log, 'warn');
  let attempts = 0;
  await warmUntilDone(
    async () => {
      attempts += 1;
      if (attempts < 4) throw new Error('the CMS does not answer');
    },
    log,
    { first: 0, most: 0 },
  );
  expect(attempts).toBe(4);
  expect(warned.mock.calls.map(([fields]) => (fields as { attempt: number }).attempt)).toEqual([1, 2, 3]);
});
