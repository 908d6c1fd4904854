// Prints how much JavaScript a first visit to the landing page downloads (gzipped): the entry
// script and every chunk index.html preloads. Run after `vite build` (the web build does).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = new Set(
  [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]),
);
let total = 0;
for (const file of files) {
  const gz = zlib.gzipSync(fs.readFileSync(path.join(dist, file.replace(/^\//, '')))).length;
  total += gz;
  console.log(`  ${file}  ${(gz / 1024).toFixed(1)} KB gzipped`);
}
const kb = total / 1024;
console.log(`landing page JavaScript: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)${kb > BUDGET_KB ? '  OVER BUDGET' : ''}`);
