import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server's folders as a graph (type imports counted): layers point one way, and no two
// units import each other, directly or around a loop. Lint guards single imports; this guards
// the whole shape, which no single-file rule can see.
const SRC = path.resolve(import.meta.dirname, '../../src');

/** Lower layers never import higher ones; units of one layer may import each other without cycles. */
const LAYERS: [RegExp, number][] = [
  [/^lib$/, 0],
  [/^job-contracts$/, 0],
  [/^config$/, 1],
  [/^db$/, 2],
  [/^adapters\/[^/]+$/, 3],
  [/^context$/, 4],
  [/^http$/, 5],
  [/^modules\/[^/]+$/, 6],
  [/^jobs$/, 7],
  [/^root$/, 8],
];

function unitOf(file: string): string {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts.length === 1) return parts[0] === 'config.ts' ? 'config' : 'root';
  if (parts[0] === 'modules' || parts[0] === 'adapters') return parts.length === 2 && parts[0] === 'adapters' ? 'adapters/' + parts[1]!.replace(/\.ts$/, '') : `${parts[0]}/${parts[1]}`;
  return parts[0]!;
}

const layerOf = (unit: string) => {
  const hit = LAYERS.find(([re]) => re.test(unit));
  if (!hit) throw new Error(`no layer for ${unit}: add it to LAYERS`);
  return hit[1];
};

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

/** Every relative import, export-from and dynamic import of a file, types included. */
function importsOf(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const specs = [...code.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)];
  return specs.map((m) => path.resolve(path.dirname(file), (m[1] ?? m[2])!));
}

const files = walk(SRC);
const edges = new Map<string, Map<string, string[]>>(); // unit -> unit -> example files
for (const file of files) {
  for (const target of importsOf(file)) {
    if (!target.startsWith(SRC)) continue;
    const [from, to] = [unitOf(file), unitOf(target)];
    if (from === to) continue;
    const out = edges.get(from) ?? new Map<string, string[]>();
    out.set(to, [...(out.get(to) ?? []), path.relative(SRC, file)]);
    edges.set(from, out);
  }
}

/** Tarjan's strongly connected components of size > 1: each is an import loop. */
function loops(): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const out: string[][] = [];
  const visit = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!idx.has(v)) visit(v);
  return out;
}

describe('the server import graph', () => {
  it('points down the layers: lib and job contracts, config, db, adapters, context, http, modules, jobs, entry points', () => {
    const upward: string[] = [];
    for (const [from, out] of edges) {
      for (const [to, via] of out) if (layerOf(to) > layerOf(from)) upward.push(`${from} -> ${to} (${via[0]})`);
    }
    expect(upward).toEqual([]);
  });

  it('has no import loop between units, counting type imports', () => {
    expect(loops().map((g) => g.join(' '))).toEqual([]);
  });

  it('reaches a module from outside the modules only through its index.ts', () => {
    const deep: string[] = [];
    for (const file of files) {
      const from = unitOf(file);
      if (from.startsWith('modules/')) continue; // module to module: the lint zones (eslint.config.js)
      for (const target of importsOf(file)) {
        if (unitOf(target).startsWith('modules/') && path.basename(target) !== 'index.ts') deep.push(`${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`);
      }
    }
    expect(deep).toEqual([]);
  });

  it('sees the whole server (the parser finds the imports it should)', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(edges.get('jobs')?.has('modules/videos')).toBe(true);
    expect(edges.get('modules/videos')?.has('context')).toBe(true);
  });
});
