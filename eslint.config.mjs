import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

/*
 * Imports flow one way (docs/decisions/0009-import-direction.md):
 *
 *   app -> features -> components -> domain -> lib
 *   app, features -> content (the facade) -> cms -> server -> env, domain, lib
 *
 * and the seed (src/cms/seed) is read only by the CMS's start-up and the facade
 * (docs/decisions/0019-seed-beside-the-cms.md). Each zone forbids the imports that would point up;
 * its message says where the code should go. `from` and `target` are relative to this file's
 * folder. Exported so a test can prove the rules bite (src/import-direction.test.ts).
 */
const src = (...paths) => paths.map((path) => `./src/${path}`);

const domainZone = {
  target: './src/domain',
  from: './src',
  except: ['./domain', './lib'],
  message:
    'src/domain (types, zod schemas, business rules) imports only src/domain and src/lib: every other layer shares it. Code that needs the CMS, the database, the environment or React belongs in src/content, src/server or src/features; content an empty database starts with belongs in src/cms/seed.',
};

const componentsZone = {
  target: './src/components',
  from: './src',
  except: ['./components', './domain', './lib'],
  message:
    'src/components are presentational and import only src/components, src/domain (types, site config) and src/lib. Read data (the content facade, site settings, the environment) in the route or a feature and pass it in as props; behaviour belongs in src/features.',
};

const featuresZone = {
  target: './src/features',
  from: src('server', 'cms'),
  message:
    'src/features must not import src/server or src/cms: a feature may be bundled for the browser. Move what a feature and the server share (schemas, protocol, phone rules) to src/domain, and read published content through the facade (@/content).',
};

const seedZone = {
  target: [
    './src/!(cms|content)/**',
    './src/*.{ts,tsx}',
    './src/cms/!(seed)/**',
    './src/cms/!(payload.config).{ts,tsx}',
    './src/content/!(index).{ts,tsx}',
  ],
  from: './src/cms/seed',
  message:
    'src/cms/seed is what an empty database starts with: only the CMS start-up (src/cms/payload.config.ts) seeds from it, and only the content facade (src/content/index.ts) reads the page copy the CMS does not edit yet. Read content through the facade (@/content); put a type, schema or rule in src/domain.',
};

export const importDirectionZones = [
  {
    target: src(
      'features',
      'components',
      'content',
      'cms',
      'server',
      'domain',
      'lib',
      'env.ts',
      'instrumentation.ts',
    ),
    from: './src/app',
    message:
      'Nothing imports from src/app: routes are the top layer. Move what you need into src/features (behaviour), src/components (presentation) or src/domain (types and rules).',
  },
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message:
      'src/lib holds pure helpers and imports nothing else from src/. Pass the data in as an argument, or move the helper up into the layer that owns the data.',
  },
  domainZone,
  componentsZone,
  featuresZone,
  {
    target: './src/features/analytics',
    from: './src/features/consent',
    message:
      'Consent sits above analytics (the consent manager decides when analytics may write), so analytics must not import consent. Shared cookie helpers live in src/lib (read-cookie.ts, cookie-lifetimes.ts).',
  },
  {
    target: './src/content',
    from: src('features', 'components'),
    message:
      'The content facade (src/content) sits below features and components: it reads the CMS and returns src/domain types. Presentation belongs in src/components or src/features.',
  },
  {
    target: './src/cms',
    from: src('features', 'components', 'content'),
    message:
      'src/cms (Payload config, collections, hooks, the doc<->domain mapping) sits below the content facade and imports only src/cms, src/domain, src/server, src/env and src/lib. Put what the facade and the CMS share in src/cms/mapping.ts or src/domain.',
  },
  {
    target: './src/server',
    from: src('features', 'components', 'content', 'cms'),
    message:
      'src/server (server-only) imports only src/server, src/domain, src/env and src/lib. Move a rule the server shares with a feature (enquiry schema, protocol, phone rules) to src/domain.',
  },
  seedZone,
];

/*
 * Tests may also read the seed, as fixtures: a rule tried on a real seed centre or story is a
 * better test, and a test is never bundled or served. Every other zone holds for them too.
 */
export const testImportDirectionZones = importDirectionZones.flatMap((zone) => {
  if (zone === seedZone) return [];
  if (zone === domainZone || zone === componentsZone)
    return [{ ...zone, except: [...zone.except, './cms/seed'] }];
  // `except` is relative to each `from` (src/server, src/cms): only src/cms/seed exists.
  if (zone === featuresZone) return [{ ...zone, except: ['./seed'] }];
  return [zone];
});

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '**/.next/**',
      '.next-dark/**',
      '.next-cms-*/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      // Written by Payload's CLI (payload migrate:create, generate:importmap, generate:types).
      'src/cms/migrations/**',
      'src/cms/payload-types.ts',
      'src/app/(payload)/admin/importMap.ts',
    ],
  },
  {
    // The rules that need types (no-floating-promises, no-misused-promises, await-thenable) run in
    // oxlint on TypeScript 7 (.oxlintrc.json): asking typescript-eslint for types made ESLint build
    // the whole program with TypeScript 5.9, 60 % of its time (docs/decisions/0017, tenth step).
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: importDirectionZones }],
    },
  },
  {
    files: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: testImportDirectionZones },
      ],
    },
  },
  {
    // The public site links with plain <a>; its speculation rules fetch a page ahead on hover
    // (docs/decisions/0037-plain-links.md). next/link would bring back its client code on every page
    // and its prefetch of every link in view. The admin (Payload's app, the staff lists) keeps it.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/app/(payload)/**', 'src/cms/**'],
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message:
                'Public pages use a plain <a>: whole-page loads, fetched ahead by the speculation rules (docs/decisions/0037-plain-links.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // A request handler reads as its steps (admit, read, validate, limit, store, answer), each a
    // named function short enough to review on one screen (issue 23). Client components are held
    // to 200 lines by src/client-component-size.test.ts: a glob cannot see 'use client'.
    files: ['src/server/**/*-handler.ts', 'src/app/**/route.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 60, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
];
export default config;
