import { createConfig, lintFromString } from '@redocly/openapi-core';
import fs from 'node:fs';
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({ source: fs.readFileSync(process.argv[2], 'utf8'), absoluteRef: '/openapi.json', config });
const by = {};
for (const p of problems) { const k = `${p.severity} ${p.ruleId}`; by[k] = (by[k] ?? 0) + 1; }
console.log(by);
for (const p of problems.filter(p => p.severity === 'error').slice(0, Number(process.argv[3] ?? 5))) console.log(p.ruleId, p.message, JSON.stringify(p.location[0]?.pointer));
