// Lint for the whole repository. Its main job is the package boundaries (docs/architecture.md):
//  - a remote imports only the contract (shared-types), the hospital's data (hospital-data), the shared libraries
//    (libs/*) and its own code; only the booking remote and its API import the booking contract;
//  - inside a remote, a feature imports no other feature and no page;
//  - Node code (the site server, the booking API) imports no browser source, and the browser no Node code;
//  - no import cycles;
//  - each package declares what it imports.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['mfe-content', 'mfe-booking', 'mfe-shop'];
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', 'e2e/**', 'bench/**', '**/bench/**', 'jest.setup.ts'];

const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
    : [];

/** A feature folder may import its own files and the remote's shared parts, not other features or pages. */
const featureZones = REMOTES.flatMap((remote) =>
  subfolders(path.join(remote, 'src', 'features')).flatMap((feature) => [
    {
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/features`,
      except: [`./${feature}`],
      message: "A feature imports no other feature: move what both need to the remote's shared folders (components, model, lib).",
    },
    {
      target: `./${remote}/src/features/${feature}`,
      from: `./${remote}/src/pages`,
      message: 'A feature imports no page: pages compose features, not the other way round.',
    },
  ]),
);

const SERVER = './mfe-booking/server';

/**
 * The booking API: a feature imports no other feature (what two features share lives in domain/, or is
 * passed in at composition: app.ts, services.ts); the domain imports no feature, no HTTP and no composition.
 * Tests may compose features, as app.ts does.
 */
const serverZones = [
  ...subfolders(path.join(SERVER, 'features')).map((feature) => ({
    target: `${SERVER}/features/${feature}`,
    from: `${SERVER}/features`,
    except: [`./${feature}`],
    message:
      'A feature of the booking API imports no other feature: move what both need to domain/, or pass it in from app.ts/services.ts.',
  })),
  {
    target: `${SERVER}/domain`,
    from: [
      `${SERVER}/features`,
      `${SERVER}/http`,
      `${SERVER}/db`,
      `${SERVER}/app.ts`,
      `${SERVER}/services.ts`,
      `${SERVER}/data.ts`,
      `${SERVER}/config.ts`,
      `${SERVER}/main.ts`,
    ],
    message:
      'The booking domain imports no feature, no HTTP, no database and no composition: it names what it needs (domain/storage.ts, ports.ts) and they fill it.',
  },
];

const otherRemotes = (remote) => REMOTES.filter((other) => other !== remote).map((other) => `./${other}`);

const packageZones = [
  ...REMOTES.map((remote) => ({
    target: `./${remote}/src`,
    from: otherRemotes(remote),
    message: 'A remote imports only the contract, libs/* and its own code: remotes never import each other.',
  })),
  // The shell's standalone page is the one entry of the host a remote may use (its dev page).
  ...REMOTES.map((remote) => ({
    target: `./${remote}/src`,
    from: './shell',
    except: ['./src/standalone'],
    message: 'A remote imports nothing of the host but its standalone dev page.',
  })),
  {
    target: './mfe-booking/src',
    from: './mfe-booking/server',
    message: 'Browser code imports nothing of the booking API: what both need lives in the contract.',
  },
  {
    target: './mfe-booking/server',
    from: ['./mfe-booking/src', './shell', './mfe-content', './mfe-shop', './libs/router', './libs/forms', './libs/i18n'],
    message: 'Server code imports no browser source: what both need lives in the booking contract or the hospital data package.',
  },
  {
    target: './shell/src',
    from: ['./shell/site', ...REMOTES.map((r) => `./${r}`)],
    message: 'The host loads remotes at run time and knows nothing of the Node site server.',
  },
  {
    target: './shell/site',
    from: [
      './shell/src',
      './libs/router',
      './libs/forms',
      './libs/i18n',
      './mfe-booking/src',
      './mfe-booking/contract',
      ...REMOTES.filter((r) => r !== 'mfe-booking').map((r) => `./${r}`),
    ],
    message: 'Server code imports no browser source: what both need lives in the contract.',
  },
  {
    target: './shell/site',
    from: './mfe-booking/server',
    except: ['./settings.ts', './test/fuzz/index.ts'],
    message:
      'The site server starts the booking API as a process: it reads only its settings schema, to check them before starting it (and its tests, the fuzz kit, which starts the API as a process too).',
  },
  {
    target: './shared-types',
    from: ['./shell', ...REMOTES.map((r) => `./${r}`)],
    message: 'The contract depends on no package that depends on it.',
  },
  {
    target: './hospital-data',
    from: ['./shell', './shared-types', ...REMOTES.map((r) => `./${r}`)],
    message: "The hospital's data depends on no package that depends on it.",
  },
  {
    target: './mfe-booking/contract',
    from: ['./shell', './mfe-booking/src', './mfe-booking/server', ...REMOTES.filter((r) => r !== 'mfe-booking').map((r) => `./${r}`)],
    message: 'The booking contract is what the booking form and the booking API share: it imports neither of them.',
  },
  {
    target: './libs',
    from: ['./shell', './shared-types', ...REMOTES.map((r) => `./${r}`)],
    message: 'Shared libraries are generic: they import no package of the site.',
  },
];

/** Where each package's package.json is: its imports must be declared there. */
const PACKAGES = [
  'shared-types',
  'hospital-data',
  'libs/router',
  'libs/i18n',
  'libs/forms',
  'libs/server-kit',
  'shell',
  'shell/site',
  'mfe-content',
  'mfe-booking',
  'mfe-booking/contract',
  'mfe-booking/server',
  'mfe-shop',
].filter((dir) => existsSync(path.join(dir, 'package.json')));

const declaredDependencies = PACKAGES.map((dir) => ({
  files: [`${dir}/**/*.{ts,tsx,mjs}`],
  ignores: [...PACKAGES.filter((other) => other !== dir && other.startsWith(`${dir}/`)).map((nested) => `${nested}/**`), ...TEST_FILES],
  rules: {
    'import-x/no-extraneous-dependencies': [
      'error',
      // A remote's standalone dev page may use its dev dependency on the shell; build configs and scripts
      // (the service worker's build, the icon drawing) run at build time only; a dev/ folder (the local mail
      // catcher) only under npm start, never on a production install.
      {
        packageDir: [path.resolve(dir)],
        devDependencies: ['**/src/standalone.ts', '**/rspack.*.mjs', '**/scripts/**', '**/dev/**', '**/build.mjs'],
        peerDependencies: true,
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/test-dist/**',
      '.site*/**',
      'test-results*/**',
      'bench/tmp/**',
      '**/*.cjs',
      'e2e/artifacts/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', '*/tsconfig.json', '*/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...packageZones, ...featureZones] }],
      // Pages get the part of React Redux that libs/react-redux-subset shares, nothing else.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              allowImportNames: ['Provider', 'useDispatch', 'useSelector', 'useStore'],
              message: 'Only what libs/react-redux-subset shares: add a name there first.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['mfe-booking/server/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...packageZones, ...featureZones, ...serverZones] }] },
  },
  {
    files: ['mfe-booking/server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              allowImportNames: ['Provider', 'useDispatch', 'useSelector', 'useStore'],
              message: 'Only what libs/react-redux-subset shares: add a name there first.',
            },
          ],
          patterns: [
            {
              group: ['fastify', 'fastify/*', '@fastify/*'],
              message: 'The booking domain knows no HTTP framework: its routes are adapters in the features.',
            },
          ],
        },
      ],
    },
  },
  // Playwright fixtures call `use`, which is not React's hook.
  {
    files: ['e2e/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='networkidle']",
          message: "Playwright can lose 'networkidle' for good and wait out the test: use networkQuiet from e2e/support/network.ts.",
        },
      ],
    },
  },
  ...declaredDependencies,
);
