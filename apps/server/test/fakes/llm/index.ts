export { designedScript, fakeScript, goodScript, readPrompt } from './fake-writer.ts';
export { completion, startFakeLlm, startFakeOpenAi, type FakeCall, type FakeReply } from './openai-server.ts';
export { DEFAULT_OLLAMA_MODELS, startFakeOllama, type FakeOllamaModel } from './ollama-server.ts';
