// ESLint: typescript-eslint, eslint-plugin-astro, the React hooks rules and the project's own rules.
// Formatting is Prettier's (npm run format); lint checks what a formatter cannot.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import project from './eslint/project-rules.js';

/** The one place raw HTML is written into a page: the JSON serialiser and the content sanitizer. */
const RAW_HTML_MODULES = ['src/components/html/**'];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.build/',
      '.cache/',
      '.astro/',
      '.data/',
      '.netlify/',
      '.bench/',
      '.tmp/',
      'reports/',
      'test-results/',
      'tenants/*/store/',
      'public/sample-media/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { project },
    rules: {
      'project/domain-imports': 'error',
      'project/no-raw-content-href': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      'astro/no-set-html-directive': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message:
            'Raw HTML goes through src/components/html/ (the sanitizer or the JSON serialiser), never dangerouslySetInnerHTML.',
        },
      ],
    },
  },
  {
    // The rules of hooks and exhaustive dependencies. (react-hooks 7's React Compiler rules are
    // left off: the islands read device state after hydration in effects on purpose.)
    files: ['**/*.tsx', 'src/islands/**/*.ts', 'src/stores/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Playwright fixtures: a test that needs only testInfo takes `({}, testInfo)`.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: RAW_HTML_MODULES,
    rules: { 'astro/no-set-html-directive': 'off' },
  },
);
