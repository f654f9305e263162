import { contentApi } from '@site/shared-content';
import type { RouteHandle } from '@site/shared-routing';
import { ESLint } from 'eslint';
import { join } from 'node:path';
import type { RouteObject } from 'react-router';
import { allDomains } from './domains';

/**
 * The endpoint names RTK Query refused: it keeps the first definition of a name (`overrideExisting`
 * left false) and, in development, says so on the console. Hoisted above the imports, so the shell's
 * assembly of every domain's endpoints (importing `./domains`) is watched too.
 */
const watch = vi.hoisted(() => {
  const refused: string[] = [];
  const notice = /called `injectEndpoints` to override already-existing endpointName (\w+)/;
  const nodeEnv = process.env['NODE_ENV'];
  const consoleError = console.error;
  process.env['NODE_ENV'] = 'development';
  console.error = (message: unknown, ...rest: unknown[]) => {
    const name = String(message).match(notice)?.[1];
    if (name) refused.push(name);
    else consoleError(message, ...rest);
  };
  return { refused, nodeEnv, consoleError };
});
// What the shell's assembly refused, before any test injects anything.
const refusedAtAssembly = [...watch.refused];
afterAll(() => {
  process.env['NODE_ENV'] = watch.nodeEnv;
  console.error = watch.consoleError;
});

const workspaceRoot = join(import.meta.dirname, '../../../..');

const handles = (routes: RouteObject[]): RouteHandle[] =>
  routes.flatMap((route) => [route.handle as RouteHandle, ...handles(route.children ?? [])]);

describe('the content API as the shell assembles it', () => {
  it('holds every domain’s endpoints once: no two domains inject one name', () => {
    expect(refusedAtAssembly).toEqual([]);
    // Every route reads through endpoints its domain injected, each the API's own under its name.
    const declared = allDomains
      .flatMap((domain) => handles(domain.routes))
      .flatMap(({ pageEndpoint, entry }) => [pageEndpoint, entry])
      .filter((endpoint) => endpoint !== undefined);
    expect(new Set(declared.map((endpoint) => endpoint.name)).size).toBeGreaterThan(6);
    for (const endpoint of declared)
      expect((contentApi.endpoints as Record<string, unknown>)[endpoint.name]).toBe(endpoint);
    expect(Object.keys(contentApi.endpoints)).toEqual(
      expect.arrayContaining(['getSidebar', 'getSupportPage', 'getNewsList', 'getSportUpdates', 'getTariff']),
    );
  });

  it('catches a second domain injecting a name another already has', () => {
    const before = watch.refused.length;
    contentApi.injectEndpoints({
      endpoints: (build) => ({ getNewsList: build.query<null, void>({ queryFn: () => ({ data: null }) }) }),
    });
    expect(watch.refused.slice(before)).toEqual(['getNewsList']);
  });
});

describe('the lint rule between domains', () => {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(workspaceRoot, file) });
    return (result?.messages ?? []).map((message) => message.message);
  };
  // The first lint loads the configuration, its plugins and the typed program of the workspace: tens
  // of seconds on a busy 2-core machine, once, here; each test's own lints then take a few seconds.
  beforeAll(() => lint('libs/mobile/src/api/probe.ts', 'export const probe = 1;\n'), 180_000);

  it('refuses a domain importing another domain’s endpoints, or reaching them through the content API', async () => {
    const imported = await lint(
      'libs/mobile/src/api/probe.ts',
      "import { investorApi } from '@site/investor';\nexport const probe = investorApi;\n",
    );
    expect(imported).toContainEqual(expect.stringContaining("Another domain's endpoints are its own"));
    const reached = await lint(
      'libs/mobile/src/api/probe.ts',
      "import { contentApi } from '@site/shared-content';\nexport const probe = contentApi.endpoints.getNewsList;\n",
    );
    expect(reached).toContainEqual(expect.stringContaining("Use your domain's own endpoints"));
  });

  it('refuses the hooks RTK Query generates, which read a failed entry again on mount (ADR 0009)', async () => {
    const generated = await lint(
      'libs/mobile/src/pages/probe.ts',
      "import { mobileApi } from '../api/mobile-api';\nexport const { useGetSportUpdatesQuery } = mobileApi;\nexport const probe = mobileApi.useGetSportUpdateQuery;\n",
    );
    expect(generated.filter((message) => message.includes('ADR 0009'))).toHaveLength(2);
  });

  it('lets a domain use its own endpoints and the chrome’s sidebar', async () => {
    const own = await lint(
      'libs/mobile/src/api/probe.ts',
      "import { contentApi } from '@site/shared-content';\nexport const probe = contentApi.endpoints.getSidebar;\n",
    );
    expect(own.filter((message) => /endpoints/.test(message))).toEqual([]);
  });
});
