import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The writer is pure: its files import each other and the shared contracts, nothing else (no
// server code, no HTTP, no database, no file reads), so it runs the same under tsx, in the
// server's esbuild bundle and in a test.
const SRC = path.join(import.meta.dirname, '../src');

describe('the script writer package', () => {
  it('imports only its own files and @reelforge/contracts', () => {
    const outside: string[] = [];
    for (const file of fs.readdirSync(SRC).filter((f) => f.endsWith('.ts'))) {
      const text = fs.readFileSync(path.join(SRC, file), 'utf8');
      for (const [, spec] of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom '([^']+)'/gms)) {
        if (!/^\.\/[\w-]+\.ts$/.test(spec!) && spec !== '@reelforge/contracts') outside.push(`${file}: ${spec}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
