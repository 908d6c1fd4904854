// Both fakes as one process, for browser tests and manual runs:
//   npx tsx apps/server/test/fakes/llm/serve.ts [openaiPort] [ollamaPort]
// prints {"openai": "<LLM_BASE_URL>", "ollama": "<OLLAMA_URL>"} and serves until stopped.
import { startFakeOllama } from './ollama-server.ts';
import { startFakeOpenAi } from './openai-server.ts';

const [openaiPort, ollamaPort] = process.argv.slice(2).map(Number);
const openai = await startFakeOpenAi({ port: openaiPort || 0 });
const ollama = await startFakeOllama({ port: ollamaPort || 0 });
process.stdout.write(`${JSON.stringify({ openai: openai.url, ollama: ollama.url })}\n`);
const stop = () => void Promise.all([openai.close(), ollama.close()]).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
