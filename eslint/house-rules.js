import fs from 'node:fs';
import path from 'node:path';

// The house rules (issue 8, ADR 0009, issue 23) as data; eslint.config.js builds its blocks from
// them and test/lint-rules.test.ts generates a fixture per entry, so weakening one fails the test.

export const root = path.resolve(import.meta.dirname, '..');
const subfolders = (rel) =>
  fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const MODULES = `${SERVER}/modules`;

const drizzle = {
  name: 'drizzle-orm',
  message: 'Only *.repository.ts files (and src/db) use Drizzle: add a repository function.',
};
const pgBoss = {
  name: 'pg-boss',
  message: 'Use ctx.queue (adapters/queue): services and jobs never call pg-boss directly.',
};

const webFeatures = subfolders(`${WEB}/features`);
// bulletproof-react's shared layers: whichever exist.
const webShared = ['components', 'hooks', 'lib', 'stores', 'types', 'utils'].filter((d) =>
  fs.existsSync(path.join(root, WEB, d)),
);
const serverModules = subfolders(MODULES);

export const houseRules = {
  /**
   * no-restricted-imports on the server, per file group. A file takes the last group that matches
   * it (flat config replaces a rule's options), so each group lists everything it forbids.
   * A restricted name also forbids its subpaths (drizzle-orm/pg-core).
   */
  restrictedImports: [
    {
      group: 'server',
      files: [`${SERVER}/**/*.ts`],
      ignores: [`${SERVER}/**/*.repository.ts`, `${SERVER}/db/**`, `${SERVER}/adapters/queue/**`],
      paths: [drizzle, pgBoss],
      patterns: [],
    },
    {
      group: 'repositories and db',
      files: [`${SERVER}/**/*.repository.ts`, `${SERVER}/db/**`],
      ignores: [],
      paths: [pgBoss],
      patterns: [],
    },
    {
      // The queue adapter is the one place for pg-boss, not a back door to the database.
      group: 'queue adapter',
      files: [`${SERVER}/adapters/queue/**`],
      ignores: [`${SERVER}/**/*.repository.ts`],
      paths: [drizzle],
      patterns: [],
    },
    {
      // Routes parse, call one service method and reply: no repositories, no database.
      group: 'routes',
      files: [`${SERVER}/**/*.routes.ts`],
      ignores: [],
      paths: [drizzle, pgBoss],
      patterns: [
        { group: ['**/*.repository.ts', '**/db/*'], message: 'Routes call services; services call repositories.' },
      ],
    },
  ],

  /** import-x/no-restricted-paths zones in the web app (paths relative to the repo root). */
  webZones: [
    // Features never import each other (compose them in app/ instead).
    ...webFeatures.map((f) => ({
      target: `${WEB}/features/${f}`,
      from: [`${WEB}/features`],
      except: [`./${f}`],
      message: 'Features never import each other: move the shared part to components/ or lib/, or compose in app/.',
    })),
    // One way: app -> features -> shared.
    {
      target: [`${WEB}/features`],
      from: [`${WEB}/app`],
      except: [],
      message: 'Features never import app/: app composes features, not the other way round.',
    },
    {
      target: webShared.map((d) => `${WEB}/${d}`),
      from: [`${WEB}/features`, `${WEB}/app`],
      except: [],
      message: 'Shared code never imports features/ or app/: move the part it needs down to shared code.',
    },
  ],

  /** A server module reaches another only through that module's index.ts. */
  moduleZones: serverModules.map((m) => ({
    target: `${MODULES}/${m}`,
    from: serverModules.filter((o) => o !== m).map((o) => `${MODULES}/${o}`),
    except: ['./index.ts'],
    message: 'Import another module only through its index.ts: export what you need there.',
  })),

  /** A module's index.ts offers operations, never its repository (the tables stay the module's own). */
  surfaceSelectors: [
    {
      selector: "ExportSpecifier[exported.name=/Repository$/]",
      message: "Export what other modules may do (a service or named functions), not the module's repository.",
    },
  ],

  /** Time comes from ctx.clock, so tests can move it. */
  wallClock: {
    files: [`${SERVER}/**/*.ts`],
    // The clock adapter itself; repositories may use it for column defaults.
    ignores: [`${SERVER}/lib/clock.ts`, `${SERVER}/**/*.repository.ts`],
    selectors: [
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: 'Use ctx.clock.now(), not new Date().',
      },
      {
        selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
        message: 'Use ctx.clock.now(), not Date.now().',
      },
    ],
  },

};

const zoneBlock = (files, zones) => ({ files, rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] } });

/** The flat-config blocks for the house rules. */
export function houseRuleBlocks() {
  return [
    zoneBlock([`${WEB}/**/*.{ts,tsx}`], houseRules.webZones),
    zoneBlock([`${MODULES}/**/*.ts`], houseRules.moduleZones),
    ...houseRules.restrictedImports.map(({ files, ignores, paths, patterns }) => ({
      files,
      ignores,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths,
            patterns: [...paths.map(({ name, message }) => ({ group: [`${name}/*`], message })), ...patterns],
          },
        ],
      },
    })),
    {
      files: houseRules.wallClock.files,
      ignores: houseRules.wallClock.ignores,
      // One block for both (a later no-restricted-syntax block would replace this one's selectors).
      rules: { 'no-restricted-syntax': ['error', ...houseRules.wallClock.selectors, ...houseRules.surfaceSelectors] },
    },
  ];
}
