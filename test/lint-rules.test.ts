import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { houseRules } from '../eslint/house-rules.js';

// The house rules live in eslint/house-rules.js (built into eslint.config.js). Generated fixtures,
// linted as if they sat in every real folder they protect, break each entry on purpose; the
// policy below is written here on its own, so narrowing or exempting anything there fails here.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;
const WEB = 'apps/web/src';

// --- The policy -------------------------------------------------------------------------------
const isRoute = (f: string) => f.endsWith('.routes.ts');
const mayUseDrizzle = (f: string) => !isRoute(f) && (f.endsWith('.repository.ts') || f.startsWith(`${SERVER}/db/`));
const mayUsePgBoss = (f: string) =>
  !isRoute(f) && !f.endsWith('.repository.ts') && f.startsWith(`${SERVER}/adapters/queue/`);
const mayReadClock = (f: string) => f === `${SERVER}/lib/clock.ts` || f.endsWith('.repository.ts');
const webShared = ['components', 'hooks', 'lib', 'stores', 'types', 'utils'].filter((d) =>
  fs.existsSync(path.join(root, WEB, d)),
);

// --- The real tree ----------------------------------------------------------------------------
const walk = (rel: string): string[] =>
  fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((d) => (d.isDirectory() ? walk(`${rel}/${d.name}`) : [`${rel}/${d.name}`]));
const subfolders = (rel: string) =>
  fs
    .readdirSync(path.join(root, rel), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
const serverFiles = walk(SERVER).filter((f) => f.endsWith('.ts'));
const serverDirs = [...new Set(serverFiles.map((f) => path.dirname(f)))];
const repositories = serverFiles.filter((f) => f.endsWith('.repository.ts'));
const dbFiles = serverFiles.filter((f) => f.startsWith(`${SERVER}/db/`));
const serverModules = subfolders(MODULES);
/** A real file of a folder to import: its index if it has one, else its first code file. */
const sample = (dir: string, skipIndex = false) => {
  const files = walk(dir).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  const index = files.find((f) => /\/index\.tsx?$/.test(f) && path.dirname(f) === dir);
  const pick = skipIndex ? files.find((f) => f !== index) : (index ?? files[0]);
  if (!pick) throw new Error(`no code file in ${dir}`);
  return pick;
};
const relative = (from: string, to: string) => {
  const r = path.relative(path.dirname(from), to);
  return r.startsWith('.') ? r : `./${r}`;
};
const webAlias = (f: string) => `@/${f.slice(WEB.length + 1).replace(/\.tsx?$/, '')}`;

// --- Generated fixtures -----------------------------------------------------------------------
/** One line of a fixture: its code, the rule it should (or must not) trip. */
interface Line {
  code: string;
  rule: string;
  fires: boolean;
}
interface Fixture {
  lintAs: string;
  lines: Line[];
}
const imports = (rule: string, fires: boolean, specs: string[]): Line[] =>
  specs.map((s) => ({ code: `import '${s}';`, rule, fires }));

const serverFixtures: Fixture[] = [
  // Every real folder, as a plain file, a route and a repository. Not a route in db/: it would
  // import its neighbours as ./x.ts, which no specifier pattern can tell from a service's import.
  ...serverDirs.flatMap((d) =>
    ['lint-fixture.ts', 'lint-fixture.routes.ts', 'lint-fixture.repository.ts']
      .map((n) => `${d}/${n}`)
      .filter((f) => !(isRoute(f) && f.startsWith(`${SERVER}/db/`))),
  ),
  `${SERVER}/lib/clock.ts`,
].map((f) => {
  const forRoutes = [
    ...repositories.filter((r) => path.dirname(r) === path.dirname(f)),
    `${SERVER}/jobs/heartbeat.repository.ts`,
    ...dbFiles,
  ];
  return {
    lintAs: f,
    lines: [
      ...imports('no-restricted-imports', !mayUseDrizzle(f), ['drizzle-orm', 'drizzle-orm/pg-core']),
      ...imports('no-restricted-imports', !mayUsePgBoss(f), ['pg-boss']),
      ...imports(
        'no-restricted-imports',
        isRoute(f),
        [...new Set(forRoutes)].map((r) => relative(f, r)),
      ),
      { code: 'export const a = new Date();', rule: 'no-restricted-syntax', fires: !mayReadClock(f) },
      { code: 'export const b = Date.now();', rule: 'no-restricted-syntax', fires: !mayReadClock(f) },
      { code: 'export const c = new Date(0);', rule: 'no-restricted-syntax', fires: false },
    ],
  };
});

const webFeatures = subfolders(`${WEB}/features`);
const featureFile = (f: string) => sample(`${WEB}/features/${f}`);
const sharedFiles = webShared.map((s) => sample(`${WEB}/${s}`));
const appFile = sample(`${WEB}/app`);
const PATHS = 'import-x/no-restricted-paths';
const webFixtures: Fixture[] = [
  ...webFeatures.map((f) => {
    const lintAs = `${WEB}/features/${f}/lint-fixture.tsx`;
    const others = webFeatures.filter((g) => g !== f);
    return {
      lintAs,
      lines: [
        ...imports(
          PATHS,
          true,
          others.map((g) => webAlias(featureFile(g))),
        ),
        ...imports(PATHS, true, [relative(lintAs, featureFile(others[0]!)).replace(/\.tsx?$/, ''), webAlias(appFile)]),
        ...imports(PATHS, false, [webAlias(featureFile(f)), ...sharedFiles.map(webAlias)]),
      ],
    };
  }),
  ...webShared.map((s) => ({
    lintAs: `${WEB}/${s}/lint-fixture.ts`,
    lines: [
      ...imports(PATHS, true, [...webFeatures.map((f) => webAlias(featureFile(f))), webAlias(appFile)]),
      ...imports(PATHS, false, sharedFiles.filter((f) => !f.startsWith(`${WEB}/${s}/`)).map(webAlias)),
    ],
  })),
  {
    lintAs: `${WEB}/app/lint-fixture.tsx`,
    lines: imports(PATHS, false, [...webFeatures.map((f) => webAlias(featureFile(f))), ...sharedFiles.map(webAlias)]),
  },
];

const moduleFixtures: Fixture[] = serverModules.map((m) => {
  const lintAs = `${MODULES}/${m}/lint-fixture.ts`;
  const others = serverModules.filter((o) => o !== m);
  const surfaces = others.map((o) => `${MODULES}/${o}/index.ts`).filter((f) => fs.existsSync(path.join(root, f)));
  return {
    lintAs,
    lines: [
      ...imports(
        PATHS,
        true,
        others.map((o) => relative(lintAs, sample(`${MODULES}/${o}`, true))),
      ),
      ...imports(
        PATHS,
        false,
        [...surfaces, sample(`${MODULES}/${m}`, true), `${SERVER}/lib/errors.ts`].map((f) => relative(lintAs, f)),
      ),
    ],
  };
});

/** The rules each line trips (by line number), or a parse error. */
async function lint(lintAs: string, code: string, engine = eslint) {
  const [result] = await engine.lintText(code, { filePath: path.join(root, lintAs) });
  const fatal = result!.messages.filter((m) => !m.ruleId);
  if (fatal.length) throw new Error(`${lintAs}: ${fatal.map((m) => m.message).join('; ')}`);
  return result!.messages;
}

/** Lints a fixture; returns its wrong lines (a rule that should fire and did not, or the reverse). */
async function wrongLines({ lintAs, lines }: Fixture) {
  const messages = await lint(lintAs, lines.map((l) => l.code).join('\n'));
  return lines
    .filter((l, i) => l.fires !== messages.some((m) => m.line === i + 1 && m.ruleId === l.rule))
    .map((l) => `${l.code} ${l.fires ? 'should' : 'must not'} trip ${l.rule}`);
}

describe('lint enforces the house rules', () => {
  it.each(serverFixtures)('server: Drizzle, pg-boss, routes and the clock in $lintAs', async (fixture) => {
    expect(await wrongLines(fixture)).toEqual([]);
  });

  it.each(webFixtures)('web: app -> features -> shared in $lintAs', async (fixture) => {
    expect(await wrongLines(fixture)).toEqual([]);
  });

  it.each(moduleFixtures)('server modules meet only through index.ts: $lintAs', async (fixture) => {
    expect(await wrongLines(fixture)).toEqual([]);
  });

  // Fixtures import one sample file per folder; an exemption of one other file would slip past.
  it('zones make no exceptions but the module surface and the feature itself', () => {
    expect(houseRules.moduleZones.map((z) => z.except)).toEqual(serverModules.map(() => ['./index.ts']));
    expect(houseRules.webZones.map((z) => z.except)).toEqual([...webFeatures.map((f) => [`./${f}`]), [], []]);
  });

  it('lints a clean file of each group clean', async () => {
    const clean = [
      [`${MODULES}/videos/lint-fixture.routes.ts`, `import './videos.service.ts';\nimport '../../lib/errors.ts';`],
      [`${MODULES}/videos/lint-fixture.service.ts`, `import './videos.repository.ts';\nexport const t = new Date(0);`],
      [
        `${MODULES}/videos/lint-fixture.repository.ts`,
        `import { eq } from 'drizzle-orm';\nexport const t = [eq, Date.now()];`,
      ],
      [`${SERVER}/adapters/queue/lint-fixture.ts`, `import PgBoss from 'pg-boss';\nexport const q = PgBoss;`],
      [`${WEB}/features/videos/lint-fixture.tsx`, `import '${webAlias(sharedFiles[0]!)}';`],
      [`${WEB}/app/lint-fixture.tsx`, `import '${webAlias(featureFile('videos'))}';`],
    ];
    for (const [lintAs, code] of clean) expect([lintAs, await lint(lintAs!, code!)]).toEqual([lintAs, []]);
  });

  // Hand-written fixtures in test/lint-fixtures: rules a table can't generate (cycles).
  const dir = path.join(root, 'test/lint-fixtures');
  const handWritten = fs.readdirSync(dir).map((name) => {
    const code = fs.readFileSync(path.join(dir, name), 'utf8');
    const lintAs = /^\/\/ lint-as: (\S+)$/m.exec(code)?.[1];
    const expected = /^\/\/ expect: (\S+)$/m.exec(code)?.[1];
    if (!lintAs || !expected) throw new Error(`${name} needs "// lint-as:" and "// expect:" lines`);
    return { name, code, lintAs, expected };
  });
  it.each(handWritten)('$name', async ({ code, lintAs, expected }) => {
    const rules = (await lint(lintAs, code)).map((m) => m.ruleId);
    if (expected === 'nothing') expect(rules).toEqual([]);
    else expect(rules).toContain(expected);
  });
});
