/**
 * The layering rules `npm run lint` enforces (docs/decisions/008-layering-checked-by-the-build.md).
 * Tests are checked too: they import through the same layers as the code they test.
 * `process.env` outside apps/server/src/config.ts is Biome's noProcessEnv (biome.json).
 */
const { readdirSync } = require('node:fs');
const { join } = require('node:path');

const repository = '(^|/)(repository|[^/]+-repository)\\.ts$';

/**
 * The server's modules, each importing only modules listed before it. A fixed order is how the
 * build forbids import cycles between modules (apps/server/src/modules/<a>/ → <b>/ → … → <a>/):
 * dependency-cruiser's `circular` sees cycles between files only, and its folder-scoped cycles
 * also count paths through db/seed, http/ and plugins/, which are not modules. A new module
 * directory must be placed in this list (loading this file fails until it is).
 */
const serverModules = [
  'audit',
  'places',
  'uploads',
  'profile-rows',
  'reviews',
  'users',
  'profiles',
  'search',
  'watchlist',
  'payments',
  'demo',
  'conversations',
  'requirements',
  'profile-review',
  'messages',
  'admin',
];
const unplaced = readdirSync(join(__dirname, 'apps/server/src/modules')).filter(
  (m) => !serverModules.includes(m),
);
if (unplaced.length) throw new Error(`.dependency-cruiser.cjs: place ${unplaced} in serverModules`);
const moduleOrderRules = serverModules.slice(0, -1).map((m, i) => ({
  name: `server-module-order-${m}`,
  comment: `No cycles between server modules: ${m} imports only modules listed before it in serverModules.`,
  severity: 'error',
  from: { path: `^apps/server/src/modules/${m}/` },
  to: { path: `^apps/server/src/modules/(${serverModules.slice(i + 1).join('|')})/` },
}));
const routes = '(^|/)(routes|[^/]+-routes)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-feature-imports-feature',
      comment: 'A web feature never imports another feature; app/routes compose them.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-imports-feature-or-app',
      comment:
        'components/ and lib/ are shared by every feature: they import no feature and nothing from app/.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'server-database-outside-repository',
      comment:
        'Only repositories (repository.ts, *-repository.ts), db/ and the test helpers and setup touch the database client, the schema or drizzle-orm; type-only imports are fine. app.ts, the composition root, opens the database.',
      severity: 'error',
      from: {
        path: '^apps/server/',
        pathNot: [
          repository,
          '^apps/server/src/db/',
          '^apps/server/src/app\\.ts$',
          '^apps/server/test/(helpers|setup)/',
        ],
      },
      to: {
        path: [
          '^apps/server/src/db/client\\.ts$',
          '^apps/server/src/db/schema/',
          '(^|/)node_modules/drizzle-orm/',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'server-route-imports-repository',
      comment: 'Routes call services; only services call repositories.',
      severity: 'error',
      from: { path: `^apps/server/src/.*${routes}` },
      to: { path: repository },
    },
    {
      name: 'server-module-imports-fastify',
      comment:
        'Services and other module files are HTTP-free: only route files import Fastify (types included).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: routes },
      to: { path: '(^|/)node_modules/(fastify|fastify-[^/]+|@fastify/[^/]+)/' },
    },
    {
      name: 'server-no-cycles',
      comment: 'No import cycles between server files.',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
    ...moduleOrderRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)(dist|coverage|drizzle)/', '^apps/[^/]+/node_modules/'] },
    // Type-only imports are kept, so the rules above see them (and can choose to allow them).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
