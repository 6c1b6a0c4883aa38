// The language to answer a request in: the payload's Lingua/lingua, else Accept-Language, else Italian.
import { DEFAULT_LANGUAGE, languageSchema, LANGUAGES, type Language } from '@shop/contract';

function fromBody(body: unknown): Language | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const value of [record.Lingua, record.lingua]) {
    const parsed = languageSchema.safeParse(value);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}

/** The best of our languages in an Accept-Language header ("en-GB,en;q=0.9,it;q=0.8"), by q weight. */
export function fromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked
    .map((entry) => entry.base)
    .find((base): base is Language => LANGUAGES.includes(base as Language));
}

export function requestLanguage(request: { body?: unknown; headers: Record<string, unknown> }): Language {
  const accept = request.headers['accept-language'];
  return (
    fromBody(request.body) ??
    fromAcceptLanguage(typeof accept === 'string' ? accept : undefined) ??
    DEFAULT_LANGUAGE
  );
}
