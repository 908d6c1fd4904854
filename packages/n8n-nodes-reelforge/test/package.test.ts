import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
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
};

describe('the n8n-nodes-reelforge package', () => {
  it("follows n8n's community-node conventions", () => {
    expect(manifest.name).toMatch(/^n8n-nodes-/);
    expect(manifest.keywords).toContain('n8n-community-node-package');
    expect(manifest.n8n.n8nNodesApiVersion).toBe(1);
    expect(manifest.peerDependencies).toHaveProperty('n8n-workflow');
    expect(manifest.files).toEqual(['dist']);
  });

  it('builds with tsc, and npm pack holds the compiled nodes, credentials and icons', () => {
    fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'pipe' });
    const [packed] = JSON.parse(
      execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }),
    ) as [{ files: { path: string }[] }];
    const files = packed.files.map((f) => f.path);
    const declared = [...manifest.n8n.nodes, ...manifest.n8n.credentials];
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
});
