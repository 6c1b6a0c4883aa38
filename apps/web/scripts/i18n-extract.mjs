// `pnpm i18n:extract`: brings the catalogues in line with the code. it.json is the extracted
// default (Italian) text; en.json keeps its translations, gets an empty entry for each new id (the
// catalogue test fails until someone translates it) and loses ids the code no longer uses.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_DIR, extractMessages } from './extract-messages.mjs';

const sorted = (messages) =>
  Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
const write = (file, messages) => writeFileSync(file, `${JSON.stringify(sorted(messages), null, 2)}\n`);

const extracted = extractMessages();
const enFile = join(CATALOGUE_DIR, 'en.json');
const en = JSON.parse(readFileSync(enFile, 'utf8'));

write(join(CATALOGUE_DIR, 'it.json'), extracted);
write(enFile, Object.fromEntries(Object.keys(extracted).map((id) => [id, en[id] ?? ''])));

const missing = Object.keys(extracted).filter((id) => !en[id]);
console.info(`${Object.keys(extracted).length} messages; it.json written.`);
if (missing.length > 0) console.warn(`en.json needs a translation for:\n  ${missing.join('\n  ')}`);
