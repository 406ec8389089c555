// One lint for the whole repository: typescript-eslint's type-aware rules (each file is checked
// against the tsconfig that owns it), React's hook rules and accessibility rules for the client,
// and nothing about formatting, which Prettier owns (eslint-config-prettier turns such rules off).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'coverage/**',
      'data/**',
      'e2e/artifacts/**',
      // Generated (npm run generate).
      'frontend/src/lib/api-schema.d.ts',
      'backend/src/metadata.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise nobody awaits or handles: its failure would go unnoticed.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // `typeof import('./chunk')` names a lazily loaded module's type without loading it.
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      // React's event props take a function whose result is ignored; handlers are async and catch their own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An async function that does not await still turns a throw into a rejected promise, which
      // callers of a promise-returning port rely on; removing `async` would change that.
      '@typescript-eslint/require-await': 'off',
      // Every hit was a false one: helper objects whose functions are closures (no `this`), and
      // static factories passed as callbacks (`items.map(ProjectDto.from)`), which read no `this`.
      '@typescript-eslint/unbound-method': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // A test reads answers as parsed JSON (typed any) and compares them with asymmetric matchers
    // (expect.any and the like, typed any); the API tests' client checks each answer against
    // docs/openapi.json at run time, which is what those types would assert.
    files: ['backend/test/**/*.ts', 'e2e/**/*.ts', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Data access (docs/architecture.md): a module's hand-written SQL is a named constant of an
    // infrastructure/*.statements.ts file; a repository passes it to query(), never the text itself.
    // QueryBuilder fragments (.where('…'), .select('…')) are not query() calls and stay allowed.
    files: ['backend/src/modules/**/*.ts'],
    ignores: ['**/*.statements.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query'][arguments.0.type=/^(Literal|TemplateLiteral)$/]",
          message:
            'Hand-written SQL lives in an infrastructure/*.statements.ts file: see docs/architecture.md, Data access',
        },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['frontend/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Focus moved into a dialog's first field on purpose; on a plain element it stays an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  // Plain JavaScript (scripts, configs): the rules that need types cannot run.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  prettier,
);
