import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const cache = new Map<string, string>();

/**
 * Directory of an installed npm package, found the way Node looks for it (node_modules in
 * this directory and every parent). Asset packages have no importable entry to resolve.
 */
export function packageDir(name: string, from = dirname(fileURLToPath(import.meta.url))): string {
  const hit = cache.get(name);
  if (hit) return hit;
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) {
      cache.set(name, candidate);
      return candidate;
    }
    if (dirname(dir) === dir) throw new Error(`asset package ${name} is not installed (npm install)`);
  }
}
