import { ESLint } from 'eslint';
import { join } from 'node:path';

const workspaceRoot = join(import.meta.dirname, '../../../..');
const duplicateNotice = /called `injectEndpoints` to override already-existing endpointName (\w+)/;

/**
 * The endpoint names RTK Query refused while `inject` ran: it keeps the first definition of a name
 * (`overrideExisting` left false) and, in development, says so on the console.
 */
async function refusedInjections(inject: () => Promise<unknown>): Promise<string[]> {
  vi.stubEnv('NODE_ENV', 'development');
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await inject();
    return errors.mock.calls.flatMap(([message]) => String(message).match(duplicateNotice)?.slice(1) ?? []);
  } finally {
    errors.mockRestore();
    vi.unstubAllEnvs();
  }
}

describe('the content API as the shell assembles it', () => {
  // Each test assembles the API afresh: the content API and every domain's injections evaluated again.
  beforeEach(() => vi.resetModules());

  it('holds every domain’s endpoints once: no two domains inject one name', async () => {
    const refused = await refusedInjections(() => import('./collections'));
    expect(refused).toEqual([]);
    const { contentApi } = await import('@site/shared-content');
    const { siteCollections } = await import('./collections');
    // Every collection reads through the endpoint of the domain that declared it, by its own name.
    for (const { list, item, all } of Object.values(siteCollections))
      for (const endpoint of [list, item, all].filter((found) => found !== undefined))
        expect((contentApi.endpoints as Record<string, unknown>)[endpoint.name]).toBe(endpoint);
    expect(Object.keys(contentApi.endpoints)).toEqual(
      expect.arrayContaining(['getPage', 'getSidebar', 'getNewsList', 'getSportUpdates', 'getTariffBands']),
    );
  });

  it('catches a second domain injecting a name another already has', async () => {
    await import('./collections');
    const { contentApi } = await import('@site/shared-content');
    const refused = await refusedInjections(async () =>
      contentApi.injectEndpoints({
        endpoints: (build) => ({ getNewsList: build.query<null, void>({ queryFn: () => ({ data: null }) }) }),
      }),
    );
    expect(refused).toEqual(['getNewsList']);
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
