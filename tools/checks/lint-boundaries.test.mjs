// `npm run lint` (one ESLint over the tree, ADR 0036) enforces the module boundaries. Nx's rule reads
// the project graph Nx has cached, and without one (a clean clone before any Nx command) it skips
// itself with a mere warning: the lint script has Nx cache the graph first.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '../..');
const { lint } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
const graphStep = 'nx show projects > /dev/null';

describe('npm run lint', () => {
  before(() => {
    // The lint script's first step, as it runs it.
    execFileSync('sh', ['-c', `npx ${graphStep}`], { cwd: root, stdio: 'ignore' });
  });

  it('has Nx cache the project graph before ESLint runs', () => {
    assert.ok(lint.startsWith(`${graphStep} && eslint .`), lint);
  });

  it("then refuses a domain importing another domain's library", async () => {
    const eslint = new ESLint({ cwd: root });
    const [result] = await eslint.lintText(
      "import { mobileDomain } from '@site/mobile';\nexport const x = mobileDomain;\n",
      {
        filePath: 'libs/mpesa/src/demo.ts',
      },
    );
    assert.ok(
      result.messages.some((message) => message.ruleId === '@nx/enforce-module-boundaries'),
      JSON.stringify(result.messages),
    );
  });
});
