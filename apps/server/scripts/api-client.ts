// Regenerates packages/api-client/src/schema.ts from the API document the server serves, built
// in-process (no database, no server started): `npm run generate -w @reelforge/api-client`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { schemaSource } from '@reelforge/api-client/generate';
import { loadConfig } from '../src/config.ts';
import { openapiDocument } from '../src/openapi-document.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rf-api-client-'));
try {
  // Nothing outside is asked while the document is built: no Ollama probe, no research.
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    OLLAMA_URL: '',
    WIKIPEDIA_URL: '',
  });
  const source = await schemaSource(await openapiDocument(config));
  const out = path.resolve(import.meta.dirname, '../../../packages/api-client/src/schema.ts');
  fs.writeFileSync(out, source);
  console.log(`wrote ${path.relative(process.cwd(), out)} (${source.length} characters)`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
