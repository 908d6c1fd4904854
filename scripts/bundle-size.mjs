// How much JavaScript a first visit to the landing page downloads (gzipped): the entry script and
// every chunk index.html preloads. Run after `vite build` (the web build does); exits non-zero when
// over budget or when the landing page preloads a chunk it must not (the zod schemas, the app), so
// a build that breaks the budget fails instead of printing a warning nobody reads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 150;
/** Chunks only the signed-in app or validation needs (vite.config.ts names them). */
const FORBIDDEN = [/^contracts-(?!data-)/, /^signed-in-routes-/, /^zod-/];

const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = new Set(
  [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]),
);
let total = 0;
const forbidden = [];
for (const file of files) {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, file.replace(/^\//, '')))).length;
  total += gz;
  console.log(`  ${file}  ${(gz / 1024).toFixed(1)} KB gzipped`);
  if (FORBIDDEN.some((re) => re.test(path.basename(file)))) forbidden.push(file);
}
const kb = total / 1024;
const over = kb > BUDGET_KB;
console.log(`landing page JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)${over ? '  OVER BUDGET' : ''}`);
if (over) console.error(`the landing page's JavaScript is over its ${BUDGET_KB} KB budget: ${kb.toFixed(1)} KB gzipped`);
if (forbidden.length) console.error(`the landing page preloads chunks it must not: ${forbidden.join(', ')}`);
if (over || forbidden.length) process.exit(1);
