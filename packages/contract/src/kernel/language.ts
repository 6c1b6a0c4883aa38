// The shop's languages. At the REST boundary `Lingua`/`lingua` is "it" or "en" (any case accepted).
import { z } from 'zod';

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';

export const languageSchema = z.string().trim().toLowerCase().pipe(z.enum(LANGUAGES));
