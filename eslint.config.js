// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Every feature folder: src/features/<area> and src/features/factoring/<area>. The factoring
 * sub-areas share one folder of their own, factoring/shared, which is not a feature: they may
 * import it, and it imports none of them.
 */
function featureFolders() {
  const root = 'src/features';
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      entry.name === 'factoring'
        ? readdirSync(`${root}/factoring`, { withFileTypes: true })
            .filter((sub) => sub.isDirectory() && sub.name !== 'shared')
            .map((sub) => `${root}/factoring/${sub.name}`)
        : [`${root}/${entry.name}`],
    );
}

const features = featureFolders();
const factoringShared = './src/features/factoring/shared';

// The app's interface code: what neither the import worker nor the service worker may import, as
// neither has a window, a document or React.
const interfaceCode = [
  './src/app',
  './src/routes',
  './src/login',
  './src/features',
  './src/components',
  './src/lib',
  './src/main.tsx',
];

// Features never import each other; what the whole product shares lives in components/ and lib/,
// what only the factoring sub-areas share lives in factoring/shared.
const featureFence = [
  ...features.map((feature) => ({
    target: `./${feature}`,
    from: features.filter((other) => other !== feature).map((other) => `./${other}`),
    message: 'Las features no se importan entre sí: mueva lo compartido a src/components, src/lib o factoring/shared.',
  })),
  {
    target: factoringShared,
    from: features.map((feature) => `./${feature}`),
    message: 'factoring/shared no depende de ninguna sub-área de factoraje.',
  },
  {
    target: features
      .filter((feature) => !feature.startsWith('src/features/factoring/'))
      .map((feature) => `./${feature}`),
    from: [factoringShared],
    message: 'factoring/shared es solo para las sub-áreas de factoraje.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'dev-dist',
      'node_modules',
      'src/app/route-tree.gen.ts',
      'test-results',
      'playwright-report',
      '.reports',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // The files import-x reads for their imports: without .ts and .tsx, no-cycle saw none of ours.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        // The aliases (@/…, @contract/…) come from tsconfig.base.json's paths, the one table of them.
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          tsconfig: { configFile: `${import.meta.dirname}/tsconfig.base.json` },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'package', package: '@tanstack/router-core', name: 'Redirect' },
            { from: 'package', package: '@tanstack/router-core', name: 'NotFoundError' },
          ],
        },
      ],
      // A cycle cannot pass through a package and come back to our files: following the packages'
      // own imports was most of this rule's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureFence,
            {
              target: './workers',
              from: interfaceCode,
              message: 'workers/ es TypeScript puro: sin DOM, sin React, sin código de la interfaz.',
            },
            {
              // Runs inside the service worker, beside Workbox: no window, no document, no app.
              target: './service-worker',
              from: interfaceCode,
              message: 'service-worker/ corre en el service worker: sin DOM, sin React, sin código de la interfaz.',
            },
            {
              // The contract is the floor every party stands on: the app, the worker, the sandbox and
              // the scripts import it, and it imports none of them.
              target: './contract',
              from: ['./src', './workers', './sandbox', './scripts', './service-worker', './build', './tests'],
              message:
                'contract/ no importa nada de la app, del worker, del sandbox ni de los scripts: ellos lo importan a él.',
            },
            {
              target: ['./src/lib', './src/components', './src/config'],
              from: ['./src/features', './src/routes', './src/app', './src/login', './src/main.tsx'],
              message: 'El código compartido no depende de features, rutas ni de la app.',
            },
            {
              target: './src/features',
              from: ['./src/app', './src/routes', './src/login', './src/main.tsx'],
              message:
                'Una feature no depende de la app, de las rutas ni de las páginas de entrada: ellas la componen.',
            },
            {
              // The login page on its own (auth/login.html) is a second entry: it composes features
              // and the app's base pieces, never the router app, and the app never loads it.
              target: './src/login',
              from: ['./src/routes', './src/main.tsx', './src/app/router.tsx', './src/app/route-tree.gen.ts'],
              message: 'La página de login independiente no carga la app con su router: compone features.',
            },
            {
              target: ['./src/app', './src/routes', './src/main.tsx'],
              from: './src/login',
              message: 'La app no depende de la página de login independiente: lo común vive en features/auth.',
            },
            {
              target: './sandbox',
              from: ['./src/app', './src/routes', './src/login', './src/features', './src/components', './src/lib'],
              message: 'El sandbox solo comparte el contrato (contract/) con la interfaz.',
            },
            {
              target: ['./src', './sandbox'],
              from: './workers/import-engine',
              except: ['./index.ts'],
              message: 'Del motor de importación solo se importa su puerta pública, workers/import-engine/index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Under our CSP zod must be configured before any schema is built: src/ takes it from contract/zod.ts.
    // And src/ and contract/ never climb folders in an import.
    files: ['src/**/*.{ts,tsx}', 'contract/**/*.ts'],
    ignores: ['contract/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                'Importe z desde contract/zod.ts: zod/mini configurado sin eval para la CSP (zod clásico pesa 25 kB gzip en el arranque).',
            },
            { name: 'zod/mini', message: 'Importe z desde contract/zod.ts (configura zod sin eval para la CSP).' },
            {
              name: 'zod/v4',
              message:
                'Importe z desde contract/zod.ts: zod/mini configurado sin eval para la CSP (zod clásico pesa 25 kB gzip en el arranque).',
            },
          ],
          // './x' for a file of the same folder, an alias for anything else: a path that climbs says
          // nothing about where it lands and breaks when a folder moves.
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'Importe con un alias (@/…, @contract/…, @workers/…) lo que está fuera de esta carpeta.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['workers/**/*.ts', 'service-worker/**/*.ts'],
    languageOptions: { globals: { ...globals.worker } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tanstack/*', 'radix-ui', '@radix-ui/*'],
              message: 'workers/ y service-worker/ no importan React ni código de interfaz.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sandbox/**/*.ts', 'build/**/*.ts', 'scripts/**/*.{js,mjs,ts}', 'tests/**/*.{ts,tsx}', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures take `{}` for "no fixtures" and receive `use`, which is not React's hook.
    files: ['tests/e2e/**/*.ts', 'tests/bench/**/*.ts'],
    rules: {
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
      'react-hooks/rules-of-hooks': 'off',
    },
  },
  {
    // Every spec runs on the shared fixtures, whose CSP guard fails a test on any violation: only
    // types may come from Playwright itself.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message:
                'Importe test y expect desde ./support/fixtures: allí está la guardia de la política de seguridad de contenido.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
