import type { SiteModule } from '@site/shared-server-contract';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { registerJsonBodies } from '../body-parser.ts';
import { problem } from '../http-errors.ts';
import type { Budget } from '../limits/budget.ts';
import { spending } from '../limits/too-many.ts';
import { routeTemplates } from '../vitals/route-template.ts';
import { vitalNames, type VitalsSample, type VitalsStore } from '../vitals/store.ts';
import { exposeVitals } from '../vitals/vitals-metrics.ts';

/** Milliseconds a timing may report (two minutes); CLS is a unitless score. */
const timing = { type: 'number', minimum: 0, maximum: 120_000 };
const beaconSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'metrics'],
  properties: {
    path: { type: 'string', minLength: 1, maxLength: 512, pattern: '^/' },
    metrics: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: Object.fromEntries(
        vitalNames.map((name) => [
          name,
          name === 'CLS' ? { type: 'number', minimum: 0, maximum: 100 } : timing,
        ]),
      ),
    },
  },
} as const;

type Beacon = { path: string; metrics: VitalsSample['values'] };
export type VitalsRouteOptions = {
  store: VitalsStore;
  /** Where `/metrics` shows the figures' p75. */
  registry: Registry;
  /** Its route table names the templates. */
  site: SiteModule;
  /** Beacons per visitor (`VITALS_RATE_LIMIT` a minute). */
  budget: Budget;
};

/**
 * `POST /_vitals`: one page view's Core Web Vitals, as the browser's `navigator.sendBeacon` sends
 * them (text/plain JSON, under 1 kB), checked against the schema, counted per visitor by the rate
 * limit, and kept without the sender's address, user agent or any cookie: only the page's route
 * template, its language and the figures (`/metrics` shows their p75). Another site's pages may not
 * report (Sec-Fetch-Site). Nothing is answered but the status; the request is not logged.
 */
export async function registerVitals(app: FastifyInstance, options: VitalsRouteOptions) {
  const { store } = options;
  const templateOf = routeTemplates(options.site);
  exposeVitals(options.registry, store);
  await app.register(async (scope) => {
    // The beacon's body is JSON, sent as text/plain (a type sendBeacon may send without a preflight).
    registerJsonBodies(scope, { types: ['text/plain', 'application/json'], as: 'value' });
    scope.post('/_vitals', {
      bodyLimit: 1024,
      logLevel: 'warn',
      schema: { body: beaconSchema },
      onRequest: spending(options.budget, 'vitals'),
      handler: async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const fetchSite = request.headers['sec-fetch-site'];
        if (fetchSite !== undefined && fetchSite !== 'same-origin')
          return reply.code(403).send(problem(403, 'Forbidden', 'Only this site’s pages report'));
        const { path, metrics } = request.body as Beacon;
        await store.add({ ...templateOf(path.split(/[?#]/)[0] ?? '/'), values: metrics });
        return reply.code(204).send();
      },
    });
  });
}
