import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The landing page's JavaScript budget (issue 27 item 8): the web build runs
// scripts/bundle-size.mjs after vite, and a build over budget must fail, not just print.
const root = path.resolve(import.meta.dirname, '..');
const script = path.join(root, 'scripts/bundle-size.mjs');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'landing-budget-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const check = (dist: string) => spawnSync(process.execPath, [script, dist], { encoding: 'utf8' });

/** A built site whose index.html loads the given chunks (random bytes do not compress). */
function site(name: string, chunks: Record<string, number>) {
  const dist = path.join(tmp, name);
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const tags = Object.entries(chunks).map(([file, bytes], i) => {
    fs.writeFileSync(path.join(dist, 'assets', file), crypto.randomBytes(bytes).toString('base64'));
    return i === 0 ? `<script type="module" src="/assets/${file}"></script>` : `<link rel="modulepreload" href="/assets/${file}">`;
  });
  fs.writeFileSync(path.join(dist, 'index.html'), `<html><head>${tags.join('')}</head></html>`);
  return dist;
}

describe('the landing page JavaScript budget', () => {
  it('passes a landing page under 150 KB and prints the figure', () => {
    const run = check(site('small', { 'index-a.js': 60_000, 'contracts-data-b.js': 2_000 }));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/landing page JavaScript: \d+\.\d KB gzipped \(budget 150 KB\)/);
  });

  it('fails a landing page over 150 KB', () => {
    const run = check(site('big', { 'index-a.js': 160_000, 'button-b.js': 60_000 }));
    expect(run.stdout).toContain('OVER BUDGET');
    expect(run.status).toBe(1);
  });

  it('fails a landing page that preloads the zod schemas or the signed-in app, whatever its size', () => {
    expect(check(site('zod', { 'index-a.js': 1_000, 'contracts-c.js': 1_000 })).status).toBe(1);
    expect(check(site('app', { 'index-a.js': 1_000, 'signed-in-routes-d.js': 1_000 })).status).toBe(1);
  });

  it('holds for the real web build', () => {
    const outDir = path.join(tmp, 'web');
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--logLevel', 'error'], {
      cwd: path.join(root, 'apps/web'),
      encoding: 'utf8',
      // Vitest sets NODE_ENV=test: the build must still ship (and measure) production bundles.
      env: { ...process.env, NODE_ENV: 'test' },
    });
    expect(build.status, build.stderr).toBe(0);
    const run = check(outDir);
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });
});
