import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// What n8n installs: the built package as npm would publish it, loaded the way n8n loads it
// (CommonJS from the paths in package.json's `n8n` field).
const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  name: string;
  keywords: string[];
  files: string[];
  n8n: { n8nNodesApiVersion: number; nodes: string[]; credentials: string[] };
  peerDependencies: Record<string, string>;
  dependencies?: Record<string, string>;
};
const declared = [...manifest.n8n.nodes, ...manifest.n8n.credentials];

describe('the n8n-nodes-reelforge package', () => {
  it("follows n8n's community-node conventions", () => {
    expect(manifest.name).toMatch(/^n8n-nodes-/);
    expect(manifest.keywords).toContain('n8n-community-node-package');
    expect(manifest.n8n.n8nNodesApiVersion).toBe(1);
    expect(manifest.peerDependencies).toHaveProperty('n8n-workflow');
    expect(manifest.files).toEqual(['dist']);
  });

  it('builds (types checked, each entry bundled), and npm pack holds the compiled nodes, credentials and icons', () => {
    fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'pipe' });
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }),
    ) as [{ files: { path: string }[] }];
    const files = packed.files.map((f) => f.path);
    expect(files).toEqual(expect.arrayContaining([...declared, 'package.json', 'README.md']));
    for (const file of declared) expect(files, file).toContain(path.join(path.dirname(file), 'reelforge.svg'));
    // Nothing but the build, the manifest and the README.
    expect(files.filter((f) => !f.startsWith('dist/') && !['package.json', 'README.md'].includes(f))).toEqual([]);
  }, 120_000);

  it('loads as n8n loads it: each declared file exports its class, and the nodes use the declared credential', () => {
    const load = createRequire(path.join(root, 'package.json'));
    const instantiate = (file: string) => {
      const exported = load(`./${file}`) as Record<string, new () => Record<string, unknown>>;
      // n8n finds the class by the file's base name (ReelforgeApi.credentials.js -> ReelforgeApi).
      const Class = exported[path.basename(file).split('.')[0]!];
      expect(Class, file).toBeTypeOf('function');
      return new Class!();
    };
    const credentialNames = manifest.n8n.credentials.map((f) => instantiate(f).name);
    expect(credentialNames).toEqual(['reelforgeApi']);
    const nodes = manifest.n8n.nodes.map(
      (f) => instantiate(f).description as { name: string; credentials: { name: string }[]; icon: string },
    );
    expect(nodes.map((n) => n.name)).toEqual(['reelforge', 'reelforgeTrigger']);
    for (const n of nodes) {
      expect(n.credentials.map((c) => c.name)).toEqual(credentialNames);
      expect(n.icon).toBe('file:reelforge.svg');
    }
  });

  it('runs from the packed tarball alone: the typed client is bundled, nothing but n8n-workflow is required', () => {
    expect(manifest.dependencies ?? {}).toEqual({});
    // Only Node's own modules and n8n-workflow (which n8n provides) may be required by the build.
    for (const file of declared) {
      const code = fs.readFileSync(path.join(root, file), 'utf8');
      const required = [...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]!);
      expect(
        required.filter((r) => r !== 'n8n-workflow' && !r.startsWith('node:')),
        file,
      ).toEqual([]);
    }
    // Installed as n8n installs it: the tarball unpacked into a folder outside this repository,
    // where neither @reelforge/api-client nor openapi-fetch can be found, with n8n's n8n-workflow beside it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'n8n-custom-'));
    try {
      const [packed] = JSON.parse(
        execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
          cwd: root,
          encoding: 'utf8',
        }),
      ) as [{ filename: string }];
      const installed = path.join(dir, 'node_modules', manifest.name);
      fs.mkdirSync(installed, { recursive: true });
      execFileSync('tar', ['xzf', path.join(dir, packed.filename), '-C', installed, '--strip-components=1']);
      const workflow = path.dirname(
        createRequire(path.join(root, 'package.json')).resolve('n8n-workflow/package.json'),
      );
      fs.symlinkSync(fs.realpathSync(workflow), path.join(dir, 'node_modules', 'n8n-workflow'), 'dir');
      // The Reelforge node's Get Video through its bundled client, with n8n's request helper
      // answering as n8n does (full response, statuses not thrown): once found, once Reelforge's 404.
      const script = `
        const assert = require('node:assert');
        for (const name of ['@reelforge/api-client', 'openapi-fetch'])
          assert.throws(() => require.resolve(name), /Cannot find module/, name);
        const { Reelforge } = require(${JSON.stringify(`${manifest.name}/${manifest.n8n.nodes[0]}`)});
        const calls = [];
        const ctx = (id) => ({
          getInputData: () => [{ json: {} }],
          getNodeParameter: (name) => ({ resource: 'video', operation: 'get', videoId: id })[name],
          getCredentials: async () => ({ url: 'https://reelforge.example/', apiToken: 'rf_x' }),
          getNode: () => ({ name: 'Reelforge', type: 'reelforge', typeVersion: 1, parameters: {} }),
          continueOnFail: () => false,
          helpers: {
            async httpRequestWithAuthentication(type, options) {
              calls.push([type, options.method, options.url]);
              const found = options.url.endsWith('/v1');
              const body = found ? { id: 'v1', title: 'Tea' } : { message: 'Video not found', code: 'NOT_FOUND' };
              return { statusCode: found ? 200 : 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
            },
            returnJsonArray: (d) => [].concat(d).map((json) => ({ json })),
            constructExecutionMetaData: (d) => d,
          },
        });
        (async () => {
          const [out] = await new Reelforge().execute.call(ctx('v1'));
          assert.deepStrictEqual(out, [{ json: { id: 'v1', title: 'Tea' } }]);
          await assert.rejects(new Reelforge().execute.call(ctx('v2')), (e) => e.message === 'Video not found' && e.httpCode === '404');
          assert.deepStrictEqual(calls, [
            ['reelforgeApi', 'GET', 'https://reelforge.example/api/videos/v1'],
            ['reelforgeApi', 'GET', 'https://reelforge.example/api/videos/v2'],
          ]);
          console.log('ok');
        })().catch((e) => { console.error(e); process.exit(1); });`;
      const out = execFileSync(process.execPath, ['-e', script], {
        cwd: dir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '' },
      });
      expect(out.trim()).toBe('ok');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
