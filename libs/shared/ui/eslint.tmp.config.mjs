import tseslint from 'typescript-eslint';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
export default [
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { ignores: ['eslint.tmp.config.mjs'] },
  { files: ['**/*.ts', '**/*.tsx'], plugins: { 'import-x': importX }, rules: { 'no-restricted-imports': ['error', { paths: ['@reduxjs/toolkit', 'react-redux', 'msw'] }] } },
  { files: ['**/*.tsx'], plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks }, rules: { ...jsxA11y.flatConfigs.recommended.rules, 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' } },
  { files: ['**/*.spec.ts', '**/*.spec.tsx'], plugins: { vitest, 'testing-library': testingLibrary }, rules: { ...vitest.configs.recommended.rules, ...testingLibrary.configs['flat/react'].rules } },
  ...storybook.configs['flat/recommended'],
  { languageOptions: { globals: { window: 'readonly', document: 'readonly', vi: 'readonly', describe: 'readonly', it: 'readonly', expect: 'readonly', beforeAll: 'readonly', afterEach: 'readonly' } } },
];
