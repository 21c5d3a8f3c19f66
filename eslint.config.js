// ESLint for the whole tree: the recommended rules, React's rules of hooks, the layers of STYLE.md
// as errors (electron/tools/lint/layers.mjs). No rule here needs types, so ESLint builds no
// TypeScript program. The two type-aware rules (a promise nobody awaits or catches:
// no-floating-promises; a promise where a plain value is expected, an async callback given to an
// event handler: no-misused-promises) run through oxlint and oxlint-tsgolint on TypeScript 7
// (.oxlintrc.json); `npm run lint`, `npm run check` and `npm test` run both (electron/tools/checks.mjs).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './electron/tools/lint/layers.mjs';

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'test/artifacts/**', '.vite/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { layers: layersPlugin },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'layers/imports': 'error',
      // A leading underscore marks a parameter or a destructured field left out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  // Scripts and tools run in Node; the renderer in the browser.
  { files: ['**/*.mjs', 'electron/**', 'test/**', 'eslint.config.js'], languageOptions: { globals: globals.node } },
  { files: ['renderer/**', 'test/renderer/**'], languageOptions: { globals: globals.browser } },
  // The renderer's type check sees Node's globals through the IPC contract's types (docs/architecture.md),
  // so the lint names them: none exists in the page.
  {
    files: ['renderer/**'],
    ignores: ['renderer/vite.config.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'require', 'module', '__dirname', '__filename', 'global', 'setImmediate'].map((name) => ({
          name,
          message: 'the renderer runs in the browser: Node globals do not exist there',
        })),
      ],
    },
  },
  {
    // Hooks live in components and in the state/ modules that make custom hooks (useOrderActions.ts).
    files: ['renderer/**/*.{ts,tsx}', 'test/renderer/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Tests poke at untyped seams (mocked Electron modules, raw JSON).
  { files: ['test/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
);
