// Every text the server writes for a reader, in Italian and English, lives in this folder, one file a
// topic: error and validation messages (messages.ts and its *-messages.ts parts), the words printed on
// PDF documents (documents.ts), in-app notifications (notifications.ts) and e-mails (mail.ts).
// A text is written once: a topic that needs a word another topic already has imports it.
import { DEFAULT_LANGUAGE, type Language } from '@shop/contract';

/** The same text (or set of texts) in each of the shop's languages. */
export type Bilingual<T> = Readonly<Record<Language, T>>;

/** The text in `language`; in the default language (Italian) for a language the shop does not know. */
export function text<T>(texts: Bilingual<T>, language: Language): T {
  return Object.hasOwn(texts, language) ? texts[language] : texts[DEFAULT_LANGUAGE];
}
