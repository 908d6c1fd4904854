// n8n loads each node and credential as CommonJS from dist/ and installs only the package's own
// dependencies, so each entry is bundled with what it imports from this repository
// (@reelforge/api-client and its openapi-fetch) and needs nothing at run time but Node and
// n8n-workflow, which n8n provides. tsc checks the types first (`npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const declared = [...manifest.n8n.credentials, ...manifest.n8n.nodes];

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // dist/nodes/Reelforge/Reelforge.node.js <- nodes/Reelforge/Reelforge.node.ts
  entryPoints: declared.map((file) => file.replace(/^dist\//, '').replace(/\.js$/, '.ts')),
  outdir: 'dist',
  outbase: '.',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['n8n-workflow'],
  sourcemap: true,
  logLevel: 'warning',
});

// n8n reads each node's and credential's icon (`file:reelforge.svg`) from beside its compiled file.
for (const file of declared)
  fs.copyFileSync(path.join(root, 'icons/reelforge.svg'), path.join(root, path.dirname(file), 'reelforge.svg'));
