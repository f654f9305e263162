import { contentApi } from '@site/shared-content';
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { siteCollections } from './collections';

/**
 * The endpoint names RTK Query refused: it keeps the first definition of a name (`overrideExisting`
 * left false) and, in development, says so on the console. Hoisted above the imports, so the shell's
 * assembly of every domain's endpoints (importing `./collections`) is watched too.
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

describe('the content API as the shell assembles it', () => {
  it('holds every domain’s endpoints once: no two domains inject one name', () => {
    expect(refusedAtAssembly).toEqual([]);
    // Every collection reads through the endpoint of the domain that declared it, by its own name.
    for (const { list, item, all } of Object.values(siteCollections))
      for (const endpoint of [list, item, all].filter((found) => found !== undefined))
        expect((contentApi.endpoints as Record<string, unknown>)[endpoint.name]).toBe(endpoint);
    expect(Object.keys(contentApi.endpoints)).toEqual(
      expect.arrayContaining(['getPage', 'getSidebar', 'getNewsList', 'getSportUpdates', 'getTariffBands']),
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
  const lint = async (file: string, code: string) => {
    const [result] = await new ESLint({ cwd: workspaceRoot }).lintText(code, {
      filePath: join(workspaceRoot, file),
    });
    return (result?.messages ?? []).map((message) => message.message);
  };

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

  it('lets a domain use its own endpoints and the ones every route has', async () => {
    const own = await lint(
      'libs/mobile/src/api/probe.ts',
      "import { contentApi } from '@site/shared-content';\nexport const probe = contentApi.endpoints.getPage;\n",
    );
    expect(own.filter((message) => /endpoints/.test(message))).toEqual([]);
  });
});
