import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibreTranslate, TranslateError } from '../src/adapters/translate/index.ts';
import { fakeTranslate, LibreTranslateFake } from './fakes/libretranslate.ts';

const config = (url: string, more: Partial<Parameters<typeof createLibreTranslate>[0]> = {}) => ({
  TRANSLATE_URL: url,
  TRANSLATE_API_KEY: 'k',
  TRANSLATE_TIMEOUT_MS: 5_000,
  TRANSLATE_PRIVATE_HOSTS: true,
  ...more,
});

async function failure(p: Promise<unknown>): Promise<TranslateError> {
  const err = await p.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(TranslateError);
  return err as TranslateError;
}

describe('the LibreTranslate adapter', () => {
  let fake: LibreTranslateFake;
  beforeAll(async () => {
    fake = await new LibreTranslateFake({ apiKey: 'k' }).start();
  });
  afterAll(() => fake.stop());

  it('is off without TRANSLATE_URL', () => {
    expect(createLibreTranslate(config('', { TRANSLATE_URL: undefined }))).toBeNull();
  });

  it('sends every text in one request and keeps their order', async () => {
    const t = createLibreTranslate(config(`${fake.url}/`))!;
    const texts = ['The octopus has three hearts.', 'Blue blood', '#ocean'];
    expect(await t.translate(texts, 'en', 'de')).toEqual(texts.map((x) => fakeTranslate(x, 'de')));
    expect(fake.requests.at(-1)).toEqual({ q: texts, source: 'en', target: 'de', format: 'text', apiKey: 'k' });
  });

  it('says what the server refused (a wrong key, a language it lacks)', async () => {
    const wrongKey = await failure(createLibreTranslate(config(fake.url, { TRANSLATE_API_KEY: 'nope' }))!.translate(['hello'], 'en', 'es'));
    expect(wrongKey).toMatchObject({ status: 502, code: 'translate_failed' });
    expect(wrongKey.message).toContain('get an API key');
    const unknown = await failure(createLibreTranslate(config(fake.url))!.translate(['hello'], 'en', 'ja'));
    expect(unknown.message).toContain('ja is not supported');
  });

  it('refuses a private address unless TRANSLATE_PRIVATE_HOSTS allows it', async () => {
    const before = fake.requests.length;
    const err = await failure(createLibreTranslate(config(fake.url, { TRANSLATE_PRIVATE_HOSTS: false }))!.translate(['hello'], 'en', 'es'));
    expect(err).toMatchObject({ status: 400, code: 'translate_private_address' });
    expect(err.message).toContain('TRANSLATE_PRIVATE_HOSTS=true');
    expect(fake.requests.length).toBe(before);
  });

  it('gives up after TRANSLATE_TIMEOUT_MS, and names an unreachable host', async () => {
    fake.fail('translate', { hang: true });
    const slow = await failure(createLibreTranslate(config(fake.url, { TRANSLATE_TIMEOUT_MS: 300 }))!.translate(['hello'], 'en', 'es'));
    expect(slow).toMatchObject({ status: 504, code: 'translate_timeout' });
    const gone = new LibreTranslateFake();
    await gone.start();
    await gone.stop();
    const down = await failure(createLibreTranslate(config(gone.url))!.translate(['hello'], 'en', 'es'));
    expect(down).toMatchObject({ status: 502, code: 'translate_unreachable' });
    expect(down.message).toContain(new URL(gone.url).host);
  });
});
