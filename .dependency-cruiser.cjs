// Import rules, written once (docs/decisions/0026-import-rules-with-dependency-cruiser.md): the web's feature
// boundaries (README.md, Architecture) and the server's layers (docs/decisions/0004-module-shape.md). Run by
// `npm run lint`; scripts/import-rules.test.mjs checks that each rule catches a crossing.
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
/** Tests and their helpers: `x.test.ts(x)`, `x.test-helpers.ts`. */
const TEST_FILE = '\\.test(-helpers)?\\.tsx?$';
/** Code that ships in the server: not the test app, the factories, the seed or a test. */
const SERVER_TOOLING = [`${SERVER}(test|factories|seed)/`, TEST_FILE];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-to-other-feature',
      comment:
        'Web features do not import other features: move shared code to lib/ or components/, or compose in app/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-feature-to-app',
      comment: 'Web features do not import app/: app/ composes them.',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-shared-to-feature-or-app',
      comment: 'Shared code (lib/, components/, hydration/, api/) imports no feature and no app/.',
      severity: 'error',
      from: { path: `${WEB}(lib|components|hydration|api)/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-to-phone-metadata',
      comment:
        "The server writes phone numbers as shown and dialled (`phone_link`): the web loads no phone metadata (about 25 kB compressed). Import the wire's type from contract/common.",
      severity: 'error',
      from: { path: WEB },
      to: { path: '^packages/contract/src/phone\\.ts$' },
    },
    {
      name: 'server-module-to-other-module-internals',
      comment:
        'A module reaches another module only through its *.service.ts (its tests also through its *.test-helpers.ts): decision 0004.',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}modules/`, pathNot: [`${SERVER}modules/$1/`, '\\.service\\.ts$'] },
    },
    {
      name: 'server-module-test-to-other-module-internals',
      comment: "A module's tests reach another module only through its *.service.ts or *.test-helpers.ts.",
      severity: 'error',
      from: { path: [`${SERVER}modules/([^/]+)/.+${TEST_FILE}`] },
      to: {
        path: `${SERVER}modules/`,
        pathNot: [`${SERVER}modules/$1/`, '\\.service\\.ts$', '\\.test-helpers\\.ts$'],
      },
    },
    {
      name: 'server-module-to-adapter',
      comment:
        'A module uses an adapter through its port; app.ts chooses the concrete adapter (decision 0004).',
      severity: 'error',
      from: { path: `${SERVER}modules/`, pathNot: TEST_FILE },
      to: {
        path: `${SERVER}adapters/`,
        pathNot: ['\\.port\\.ts$', `${SERVER}adapters/geocoding/geocoding\\.place-names\\.ts$`],
      },
    },
    {
      name: 'server-lower-layer-to-module-or-seed',
      comment:
        'db/, lib/ and adapters/ sit below the modules and the seed: they import neither (decision 0004).',
      severity: 'error',
      from: { path: `${SERVER}(db|lib|adapters)/` },
      to: { path: `${SERVER}(modules|seed)/` },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycle, type-only imports included: a lower layer reports to a higher one by a return value or a hook app.ts wires (decision 0073).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'server-production-to-factories',
      comment: 'Factories are for tests, the seed and benchmarks: production code does not import them.',
      severity: 'error',
      from: { path: SERVER, pathNot: SERVER_TOOLING },
      to: { path: `${SERVER}factories/` },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with: swc reads the sources, type-only
    // imports included.
    parser: 'swc',
    includeOnly: '^(apps/(web|server)/src|packages/contract/src)/',
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
