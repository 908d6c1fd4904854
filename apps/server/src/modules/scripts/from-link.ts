// Scripts from a link: the page a creator named is read (address policy, limits, redirects checked
// by hand), its main article extracted, and written from as research is: without a model by the
// extractive writer from the article's own sentences, with one as numbered sources in the prompt.
// The description ends with the page (title, site, URL); no licence is claimed for it.
import { requestSeconds, type ScriptRequestParsed, type ScriptResponse } from '@reelforge/contracts';
import { researchFacts, traceSources, withSources, writeFromResearch, type ResearchSource } from '@reelforge/script-writer';
import { LlmError } from '../../adapters/llm/llm-http.ts';
import { writeScriptWithLlm } from '../../adapters/llm/script-writer.ts';
import type { ResolvedWriter, WriterResolver } from '../../adapters/llm/writer-resolver.ts';
import { extractArticle, fetchPage } from '../../adapters/source-page/index.ts';
import type { AppContext } from '../../context/index.ts';
import { AppError } from '../../lib/errors.ts';

const PROMPT_FACTS = 12;

/**
 * What a headline is about: its longest run of capitalised words that the article repeats ("The
 * Quillmore Observatory turns 115" -> "Quillmore Observatory"), else the headline itself.
 */
export function headlineSubject(title: string, text: string): string {
  // Names keep their small linking words: "Brunnen von Selvach", "Bank of England".
  const word = "\\p{Lu}[\\p{L}\\p{N}'’-]*";
  const link = '(?:of|the|von|van|der|den|de|del|della|di|da|du|des|la|le)';
  const runs = title.match(new RegExp(`${word}(?:\\s+(?:${link}\\s+)?${word})*`, 'gu')) ?? [];
  const named = runs
    .map((r) => r.replace(/^(?:The|A|An|Der|Die|Das|La|Le|Les|El|Los|Las|Il|Lo|O|Os)\s+/u, ''))
    .filter((r) => r.length > 2 && text.includes(r))
    .sort((a, b) => b.split(/\s+/).length - a.split(/\s+/).length || b.length - a.length);
  return named[0] ?? title;
}

/** The linked page as the writers read an article; 4xx in words when there is none to read. */
async function readSource(ctx: AppContext, sourceUrl: string, fallbackLanguage: string): Promise<ResearchSource> {
  const page = await fetchPage(sourceUrl, {
    policy: { allowPrivate: ctx.config.SOURCE_PRIVATE_HOSTS },
    timeoutMs: ctx.config.SOURCE_TIMEOUT_MS,
    maxBytes: ctx.config.SOURCE_MAX_BYTES,
    signal: ctx.shutdown,
  });
  const article = extractArticle(page.html, page.url);
  if (!article) {
    throw new AppError(422, `No article was found on the page at ${new URL(page.url).host}: link to a page whose main content is text.`, 'source_no_article');
  }
  return {
    title: article.title,
    subject: headlineSubject(article.title, article.text),
    url: page.url,
    language: article.language ?? fallbackLanguage,
    text: article.text,
    license: null,
    publisher: article.siteName ?? new URL(page.url).host,
  };
}

const fewFacts = (source: ResearchSource) =>
  new AppError(422, `The page “${source.title}” holds fewer than three facts to build a script from; link to an article with more substance.`, 'source_no_article');

export async function writeFromLink(
  ctx: AppContext,
  resolver: WriterResolver,
  input: ScriptRequestParsed & { sourceUrl: string },
  resolved: ResolvedWriter,
): Promise<ScriptResponse> {
  const baseLanguage = input.language.toLowerCase().split('-')[0] ?? 'en';
  const source = await readSource(ctx, input.sourceUrl, baseLanguage);
  // The creator's topic names what the script is about; without one, what the headline names.
  if (input.topic) source.subject = input.topic;
  const topic = source.subject ?? source.title;
  // The hook's and close's pictures search for the subject by its English name.
  if (source.language === 'en') source.englishTitle = topic;
  const { writer, client, host } = resolved;

  const builtin = (extraNotice?: string): ScriptResponse => {
    const written = writeFromResearch({ ...input, topic }, [source]);
    if (!written) throw fewFacts(source);
    const notice = [extraNotice, written.notice].filter(Boolean).join(' ');
    return {
      ...written.result,
      description: withSources(written.result.description, [source], written.language),
      engine: 'builtin',
      writer: { kind: 'builtin' },
      targetSeconds: written.targetSeconds,
      language: written.language,
      ...(notice ? { notice } : {}),
    };
  };
  if (!client) return builtin();

  const facts = researchFacts(topic, [source], PROMPT_FACTS);
  if (facts.length < 3) throw fewFacts(source);
  const seconds = requestSeconds(input);
  try {
    const result = await writeScriptWithLlm(client, { ...input, topic }, seconds, {
      facts: facts.map(({ n, text }) => ({ n, text })),
      articles: [{ title: source.title, url: source.url }],
      origin: 'the web page',
    });
    return {
      ...result,
      scenes: traceSources(result.scenes, facts),
      description: withSources(result.description, [source], baseLanguage),
      engine: 'llm',
      writer,
      targetSeconds: seconds,
      language: input.language,
      notice: `The model wrote from ${facts.length} facts of the page “${source.title}”, cited in the description.`,
    };
  } catch (err) {
    if (writer.kind === 'ollama' && err instanceof LlmError && err.code === 'llm_unreachable') {
      resolver.forgetOllama();
      return builtin(`Ollama at ${host} stopped answering, so the built-in writer wrote this script.`);
    }
    throw err;
  }
}
