// What a provider said, in its own words, for the key tests of Settings -> Stock media and Speech.

/** The provider's message from an error body: OpenAI's error.message, FastAPI/ElevenLabs' detail, Pexels' error, or the text. */
export function providerWords(body: string): string {
  const text = body.trim();
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    const error = json.error;
    const detail = json.detail;
    const picked =
      (error && typeof error === 'object' && 'message' in error && (error as { message: unknown }).message) ||
      (typeof error === 'string' && error) ||
      (detail && typeof detail === 'object' && 'message' in detail && (detail as { message: unknown }).message) ||
      (typeof detail === 'string' && detail) ||
      (typeof json.message === 'string' && json.message);
    if (typeof picked === 'string' && picked.trim()) return picked.trim().slice(0, 300);
  } catch {
    // Not JSON: the text itself (Pixabay answers plain text).
  }
  return text.slice(0, 300) || 'no details';
}

/** A failed call in words: a status and the provider's message, a timeout, or the network error. */
export async function failureOf(provider: string, res: Response): Promise<string> {
  return `${provider} answered ${res.status}: ${providerWords(await res.text().catch(() => ''))}`;
}

export function unreachable(provider: string, host: string, err: unknown, timeoutMs: number): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
    return `${provider} at ${host} did not answer within ${Math.round(timeoutMs / 1000)} seconds.`;
  }
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : err instanceof Error ? err.message : String(err);
  return `Could not reach ${provider} at ${host}: ${cause}.`;
}
