import { FakeServer, json, type FakeReq, type FakeRes } from './base.ts';

/**
 * A small word table per language: enough for the tests' and the browser test's scripts. A word
 * the table lacks comes back marked with the target language ("octopus" -> "octopus-xx"), so a
 * translation is never the input echoed unchanged and a test always sees who translated it.
 */
// prettier-ignore
const WORDS: Record<string, Record<string, string>> = {
  es: {
    the: 'el', a: 'un', an: 'un', is: 'es', are: 'son', has: 'tiene', have: 'tienen', and: 'y', of: 'de', in: 'en', its: 'su',
    it: 'eso', this: 'este', that: 'que', for: 'para', with: 'con', you: 'tú', your: 'tu', can: 'puede', not: 'no',
    one: 'uno', two: 'dos', three: 'tres', eight: 'ocho', nine: 'nueve', hearts: 'corazones', heart: 'corazón',
    blood: 'sangre', blue: 'azul', brain: 'cerebro', brains: 'cerebros', arms: 'brazos', octopus: 'pulpo',
    octopuses: 'pulpos', sea: 'mar', ocean: 'océano', water: 'agua', fish: 'pez', animal: 'animal', animals: 'animales',
    smart: 'listo', very: 'muy', amazing: 'asombroso', fact: 'dato', facts: 'datos', secret: 'secreto', secrets: 'secretos',
    skin: 'piel', color: 'color', colors: 'colores', change: 'cambiar', changes: 'cambia', deep: 'profundo', world: 'mundo',
    follow: 'sigue', more: 'más', learn: 'aprende', today: 'hoy', video: 'vídeo', neurons: 'neuronas', live: 'viven',
    quick: 'rápido', tips: 'consejos', step: 'paso', first: 'primero', last: 'último', day: 'día', days: 'días',
  },
  de: {
    the: 'der', a: 'ein', an: 'ein', is: 'ist', are: 'sind', has: 'hat', have: 'haben', and: 'und', of: 'von', in: 'in', its: 'sein',
    it: 'es', this: 'dieses', that: 'das', for: 'für', with: 'mit', you: 'du', your: 'dein', can: 'kann', not: 'nicht',
    one: 'eins', two: 'zwei', three: 'drei', eight: 'acht', nine: 'neun', hearts: 'Herzen', heart: 'Herz',
    blood: 'Blut', blue: 'blau', brain: 'Gehirn', brains: 'Gehirne', arms: 'Arme', octopus: 'Krake',
    octopuses: 'Kraken', sea: 'Meer', ocean: 'Ozean', water: 'Wasser', fish: 'Fisch', animal: 'Tier', animals: 'Tiere',
    smart: 'klug', very: 'sehr', amazing: 'erstaunlich', fact: 'Fakt', facts: 'Fakten', secret: 'Geheimnis', secrets: 'Geheimnisse',
    skin: 'Haut', color: 'Farbe', colors: 'Farben', change: 'ändern', changes: 'ändert', deep: 'tief', world: 'Welt',
    follow: 'folge', more: 'mehr', learn: 'lerne', today: 'heute', video: 'Video', neurons: 'Neuronen', live: 'leben',
    quick: 'schnell', tips: 'Tipps', step: 'Schritt', first: 'erste', last: 'letzte', day: 'Tag', days: 'Tage',
  },
  fr: {
    the: 'le', a: 'un', is: 'est', are: 'sont', has: 'a', and: 'et', of: 'de', in: 'dans', three: 'trois', hearts: 'cœurs',
    blood: 'sang', blue: 'bleu', octopus: 'poulpe', brain: 'cerveau', arms: 'bras', eight: 'huit', nine: 'neuf', facts: 'faits',
  },
};

const capitalised = (word: string, like: string) => (/^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** The fake's translation of one text: word by word from the table, unknown words marked "-xx". */
export function fakeTranslate(text: string, target: string): string {
  const lang = target.toLowerCase().split('-')[0] ?? target;
  const table = WORDS[lang] ?? {};
  return text.replace(/\p{L}[\p{L}'’]*/gu, (word) => {
    const known = table[word.toLowerCase()];
    return known ? capitalised(known, word) : `${word}-${lang}`;
  });
}

/** The languages the fake lists at GET /languages (LibreTranslate's shape). */
export const FAKE_LANGUAGES = ['en', ...Object.keys(WORDS)];

export interface LibreTranslateCall {
  q: unknown;
  source: unknown;
  target: unknown;
  format: unknown;
  apiKey?: unknown;
}

/**
 * LibreTranslate's API (https://libretranslate.com/docs): POST /translate with JSON (or a form)
 * { q: string | string[], source, target, format: "text" | "html", api_key? } answered
 * { translatedText } of the same shape as q, errors as { error } with 400 (bad input) or 403 (key).
 * GET /languages lists what it translates. `requests` records every translate call.
 */
export class LibreTranslateFake extends FakeServer {
  readonly requests: LibreTranslateCall[] = [];

  constructor(readonly opts: { apiKey?: string } = {}) {
    super();
    this.route('POST', /^\/translate$/, 'translate', async (req) => this.translate(req));
    this.route('GET', /^\/languages$/, 'languages', async () =>
      json(200, FAKE_LANGUAGES.map((code) => ({ code, name: code, targets: FAKE_LANGUAGES.filter((t) => t !== code) }))),
    );
  }

  private async translate(req: FakeReq): Promise<FakeRes> {
    const form = (req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
    const body = (form ? Object.fromEntries(await req.params()) : ((await req.json()) ?? {})) as Record<string, unknown>;
    const call: LibreTranslateCall = { q: body.q, source: body.source, target: body.target, format: body.format, apiKey: body.api_key };
    this.requests.push(call);
    if (this.opts.apiKey && body.api_key !== this.opts.apiKey) {
      return json(403, { error: 'Visit https://portal.libretranslate.com to get an API key' });
    }
    const { q, source, target, format } = body;
    if (q === undefined || (typeof q !== 'string' && !Array.isArray(q))) return json(400, { error: "Invalid request: missing q parameter" });
    if (typeof source !== 'string' || !source) return json(400, { error: 'Invalid request: missing source parameter' });
    if (typeof target !== 'string' || !target) return json(400, { error: 'Invalid request: missing target parameter' });
    if (format !== undefined && format !== 'text' && format !== 'html') return json(400, { error: `${String(format)} format is not supported` });
    if (source !== 'auto' && !FAKE_LANGUAGES.includes(source)) return json(400, { error: `${source} is not supported` });
    if (!FAKE_LANGUAGES.includes(target)) return json(400, { error: `${target} is not supported` });
    const one = (t: unknown) => fakeTranslate(String(t), target);
    const detected = source === 'auto' ? { detectedLanguage: { confidence: 90, language: 'en' } } : {};
    return json(200, Array.isArray(q) ? { translatedText: q.map(one), ...detected } : { translatedText: one(q), ...detected });
  }
}

export const startLibreTranslateFake = (opts: { apiKey?: string } = {}) => new LibreTranslateFake(opts).start();
