// Types for test/lint-rules.test.ts (the module stays plain JS so eslint.config.js can import it).
import type { Linter } from 'eslint';

interface Zone {
  target: string | string[];
  from: string[];
  except: string[];
  message: string;
}

export const root: string;
export const houseRules: {
  restrictedImports: {
    group: string;
    files: string[];
    ignores: string[];
    paths: { name: string; message: string }[];
    patterns: { group: string[]; message: string }[];
  }[];
  webZones: Zone[];
  moduleZones: Zone[];
  surfaceSelectors: { selector: string; message: string }[];
  wallClock: { files: string[]; ignores: string[]; selectors: { selector: string; message: string }[] };
};
export function houseRuleBlocks(): Linter.Config[];
