import nx from '@nx/eslint-plugin';
import vitest from '@vitest/eslint-plugin';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';

const domains = ['mobile', 'mpesa', 'business', 'investor', 'foundation', 'support'];
const bannedInPresentation = ['msw'];
const restrictedPaths = [
  { name: 'react-router-dom', message: 'Use react-router (v8).' },
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector', 'useStore'],
    message: 'Use the typed useAppDispatch and useAppSelector of @site/shared-content.',
  },
];
// Production code never reaches into the test and story harness.
const harnessOnly = [
  {
    group: ['@site/shared-testing', '@site/shared-testing/*', '@site/*/testing', '@site/*/stories'],
    message: 'Test harness: specs, stories and src/testing only.',
  },
];
// A domain reads through its own endpoints (libs/<domain>/src/api/); another domain's collections reach
// its pages through the lists that domain lends (a collection embedded by name), never by importing them.
const otherDomainsEndpoints = (domain) => ({
  group: domains
    .filter((other) => other !== domain)
    .flatMap((other) => [`@site/${other}`, `@site/${other}/*`, `**/libs/${other}/**`]),
  message:
    "Another domain's endpoints are its own: embed its collection by name (blocks.collection-embed), it lends the list.",
});
const onlyOwnEndpoints = [
  {
    // contentApi.endpoints.<name>: only the chrome's sidebar; a domain's own come from its api.
    selector:
      "MemberExpression[object.type='MemberExpression'][object.object.name='contentApi'][object.property.name='endpoints'][property.name!='getSidebar']",
    message: "Use your domain's own endpoints (src/api/); another domain's lend their lists by name.",
  },
  ...[
    'MemberExpression[object.name=/Api$/][property.name=/^use\\w*Query$/]',
    'VariableDeclarator[init.name=/Api$/] > ObjectPattern > Property[key.name=/^use\\w*Query$/]',
  ].map((selector) => ({
    selector,
    message:
      "RTK Query's generated hooks read a failed entry again on mount (ADR 0009): use your api's loadedQueryHook hooks.",
  })),
  {
    selector:
      "MemberExpression[computed=true][object.type='MemberExpression'][object.property.name='endpoints']",
    message: 'Endpoints are named in code, never looked up by a computed name.',
  },
];
const noFocusedTests = {
  selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
  message: 'No focused tests.',
};
// react-intl as its authors intend (docs/i18n.md): every message declared with an id, its English text
// and a description for the translator, in valid ICU; no visitor-facing text written into JSX.
const messageRules = {
  'formatjs/enforce-description': ['error', 'literal'],
  'formatjs/enforce-default-message': ['error', 'literal'],
  // Ids are `<area>.<section>.<element>` (the Swahili catalogs key on them), never generated.
  'formatjs/enforce-id': [
    'error',
    {
      idInterpolationPattern: '[sha512:contenthash:base64:6]',
      idWhitelist: [
        '^(shared|shell|workbench|mobile|mpesa|business|investor|foundation|support)(\\.[\\w-]+)+$',
      ],
    },
  ],
  'formatjs/enforce-placeholders': 'error',
  'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
  'formatjs/no-invalid-icu': 'error',
  'formatjs/no-multiple-whitespaces': 'error',
  'formatjs/no-multiple-plurals': 'error',
  'formatjs/no-offset': 'error',
  'formatjs/no-emoji': 'error',
  'formatjs/no-useless-message': 'error',
  'formatjs/prefer-pound-in-plural': 'error',
  'formatjs/no-missing-icu-plural-one-placeholders': 'error',
  'formatjs/prefer-full-sentence': 'error',
};
// formatjs's rule also reports a literal without a word: `{' '}` (the space Prettier writes between
// elements), an arrow, a colon. Only what has a letter in it is text to translate.
const hasLetter = (node) => {
  const value = node.type === 'JSXAttribute' ? node.value?.value : node.value;
  const text =
    node.type === 'TemplateLiteral' ? node.quasis.map((quasi) => quasi.value.cooked).join('') : value;
  return /\p{L}/u.test(String(text ?? ''));
};
const noLiteralText = formatjs.rules['no-literal-string-in-jsx'];
const formatjsPlugin = {
  ...formatjs,
  rules: {
    ...formatjs.rules,
    'no-literal-string-in-jsx': {
      ...noLiteralText,
      create: (context) =>
        noLiteralText.create(
          Object.create(context, {
            report: { value: (problem) => hasLetter(problem.node) && context.report(problem) },
          }),
        ),
    },
  },
};
const literalStringRule = {
  'formatjs/no-literal-string-in-jsx': [
    'error',
    // The text of elements, and the attributes a visitor reads or hears.
    { props: { include: [['*', '{aria-label,aria-description,title,alt,placeholder,label}']] } },
  ],
};
const harnessFiles = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.stories.tsx',
  '**/src/**/testing/**',
  '**/*-test-*.ts',
  'libs/shared/testing/**',
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  // Plain JavaScript sources (libs/shared/form-rules, read by the site and the CMS alike).
  ...nx.configs['flat/javascript'],
  ...nx.configs['flat/react'],
  {
    // What git ignores is never linted: `npm test` lints the whole tree in one `eslint .`, and the
    // generators' scratch copy of the workspace (tmp/nx-e2e) or Nx's cache (.nx) may be there.
    ignores: [
      'tmp',
      '.nx',
      'translations',
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/storybook-static',
      '**/test-results',
      '**/playwright-report',
      'apps/cms/**',
    ],
  },
  {
    // Source only: build configs may reach the workspace's shared tooling in tools/.
    files: ['**/src/**/*.ts', '**/src/**/*.tsx', '**/src/**/*.js'],
    rules: {
      // Architecture (docs/architecture.md): a domain never imports another domain; shared never
      // imports a domain; ui/util never reach the store or the network. No wildcard rule on purpose.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'scope:shell',
              onlyDependOnLibsWithTags: ['scope:shell', 'scope:shared', ...domains.map((d) => `scope:${d}`)],
            },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // The workspace's Nx plugin (tools/nx-plugin) writes domains' files; it imports none.
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:tools'] },
            ...domains.map((d) => ({
              sourceTag: `scope:${d}`,
              onlyDependOnLibsWithTags: [`scope:${d}`, 'scope:shared'],
            })),
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:app',
                'type:feature',
                'type:data-access',
                'type:ui',
                'type:util',
                'type:testing',
              ],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:data-access',
                'type:ui',
                'type:util',
                'type:testing',
              ],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util', 'type:testing'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:testing'],
              bannedExternalImports: bannedInPresentation,
            },
            // The shared test and story harness: for specs and stories only (see the rule below).
            {
              sourceTag: 'type:testing',
              onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util'],
            },
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:util'],
              bannedExternalImports: bannedInPresentation,
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', noFocusedTests],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A component taken from context or a cache (the router link, lazy block renderers) is stable;
      // this React Compiler rule cannot see that and would forbid the pattern outright.
      'react-hooks/static-components': 'off',
      'no-restricted-imports': ['error', { paths: restrictedPaths, patterns: harnessOnly }],
    },
  },
  {
    files: ['**/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: restrictedPaths, patterns: harnessOnly }] },
  },
  ...domains.map((domain) => ({
    files: [`libs/${domain}/src/**/*.ts`, `libs/${domain}/src/**/*.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: restrictedPaths, patterns: [...harnessOnly, otherDomainsEndpoints(domain)] },
      ],
      'no-restricted-syntax': ['error', noFocusedTests, ...onlyOwnEndpoints],
    },
  })),
  {
    files: harnessFiles,
    rules: { 'no-restricted-imports': ['error', { paths: restrictedPaths }] },
  },
  {
    // A story runs in Storybook's browser, where the harness's main entry (vitest's `expect`, MSW's
    // Node server) throws before the story renders: stories take the browser-safe entry.
    files: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...restrictedPaths,
            { name: '@site/shared-testing', message: 'Stories import @site/shared-testing/stories.' },
          ],
        },
      ],
    },
  },
  {
    // In a test, `!` is an assertion that fails loudly, and `javascript:` URLs are the hostile input
    // the code under test must refuse.
    files: [...harnessFiles, 'apps/server/test/**', 'apps/site-e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', 'no-script-url': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx'],
    plugins: { vitest, 'testing-library': testingLibrary },
    rules: {
      ...vitest.configs.recommended.rules,
      ...testingLibrary.configs['flat/react'].rules,
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', 'assert*'] }],
    },
  },
  {
    files: ['apps/site/src/**/*.{ts,tsx}', 'libs/**/src/**/*.{ts,tsx}'],
    plugins: { formatjs: formatjsPlugin },
    rules: { ...messageRules, ...literalStringRule },
  },
  {
    // Specs and stories show test data, and the harness's catalogs are demonstrations, not the site's.
    files: harnessFiles,
    rules: Object.fromEntries(
      ['no-literal-string-in-jsx', 'enforce-description', 'enforce-default-message', 'enforce-id'].map(
        (rule) => [`formatjs/${rule}`, 'off'],
      ),
    ),
  },
  ...storybook.configs['flat/recommended'],
  {
    // Controls and autodocs read a story's props from its component: every story file names it.
    files: ['**/*.stories.tsx'],
    rules: { 'storybook/csf-component': 'error' },
  },
];
