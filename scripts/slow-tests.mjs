// The slowest test files, for CI's log. Two uses of this one file:
//
//   vitest run --reporter=default --reporter=./scripts/slow-tests.mjs
//     as a Vitest reporter: appends each test file's time to the JSON-lines file named by
//     SLOW_TESTS_FILE (nothing without it). A file's time is all of it: import, collection,
//     beforeAll/afterAll hooks (servers, rendered fixtures) and its tests; Vitest's JSON reporter
//     counts only from its first test's start to its last test's end.
//
//   node scripts/slow-tests.mjs <file> [count]
//     prints the `count` (10) slowest files recorded there, slowest first.
//
// The reporter never changes the run's outcome: Vitest still fails the run when a test fails.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export default class SlowTestsReporter {
  onTestRunEnd(testModules) {
    const out = process.env.SLOW_TESTS_FILE;
    if (!out) return;
    const lines = testModules.map((m) => {
      const d = m.diagnostic();
      const ms = d.prepareDuration + d.environmentSetupDuration + d.collectDuration + d.setupDuration + d.duration;
      return JSON.stringify({
        file: path.relative(process.cwd(), m.moduleId),
        project: m.project.name,
        node: process.version,
        ms: Math.round(ms),
        state: m.state(),
      });
    });
    if (lines.length) fs.appendFileSync(out, `${lines.join('\n')}\n`);
  }
}

function report(file, count) {
  const rows = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .sort((a, b) => b.ms - a.ms);
  const total = rows.reduce((s, r) => s + r.ms, 0);
  console.log(`Slowest ${Math.min(count, rows.length)} of ${rows.length} test files (${(total / 1000).toFixed(0)} s of file time in all; two run at once):`);
  for (const r of rows.slice(0, count)) {
    const mark = r.state === 'passed' ? '' : `  [${r.state}]`;
    console.log(`${(r.ms / 1000).toFixed(1).padStart(8)} s  ${r.file}  (${r.project}, Node ${r.node})${mark}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [file, count = '10'] = process.argv.slice(2);
  if (!file) {
    console.error('usage: node scripts/slow-tests.mjs <times.jsonl> [count]');
    process.exit(2);
  }
  report(file, Number(count));
}
