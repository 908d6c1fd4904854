import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The house rules live in eslint.config.js; these fixtures break each one on purpose (and one
// obeys them all), linted as if they sat at the path in their `lint-as` line, next to real code.
const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'test/lint-fixtures');
const eslint = new ESLint({ cwd: root });

const fixtures = fs.readdirSync(dir).map((name) => {
  const code = fs.readFileSync(path.join(dir, name), 'utf8');
  const lintAs = /^\/\/ lint-as: (\S+)$/m.exec(code)?.[1];
  const expected = /^\/\/ expect: (\S+)$/m.exec(code)?.[1];
  if (!lintAs || !expected) throw new Error(`${name} needs "// lint-as:" and "// expect:" lines`);
  return { name, code, lintAs, expected };
});

describe('lint enforces the house rules', () => {
  it('has a fixture for every rule', () => {
    expect(new Set(fixtures.map((f) => f.expected))).toEqual(
      new Set(['import-x/no-cycle', 'no-restricted-imports', 'import-x/no-restricted-paths', 'nothing']),
    );
  });

  it.each(fixtures)('$name', async ({ code, lintAs, expected }) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, lintAs) });
    const rules = result!.messages.map((m) => m.ruleId ?? m.message);
    if (expected === 'nothing') expect(rules).toEqual([]);
    else expect(rules).toContain(expected);
  });
});
