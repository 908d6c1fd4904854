import { createConfig, lintFromString } from '@redocly/openapi-core';
import fs from 'node:fs';
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source: fs.readFileSync(process.argv[2], 'utf8'), absoluteRef: '/openapi.json', config });
for (const p of problems.filter(p => p.ruleId === process.argv[3])) console.log(p.message, p.location[0]?.pointer);
