// tsc compiles only TypeScript; n8n reads each node's and credential's icon (`file:reelforge.svg`)
// from beside its compiled file.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
for (const dir of ['dist/credentials', 'dist/nodes/Reelforge', 'dist/nodes/ReelforgeTrigger']) {
  fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.copyFileSync(path.join(root, 'icons/reelforge.svg'), path.join(root, dir, 'reelforge.svg'));
}
