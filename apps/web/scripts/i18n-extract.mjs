// `pnpm i18n:extract`: brings the catalogues in line with the code. it.json and management-it.json
// are the extracted default (Italian) text; en.json and management-en.json keep their translations
// (found in either file, so a message that moves between the storefront and the reserved area keeps
// its English), get an empty entry for each new id (the catalogue test fails until someone
// translates it) and lose ids the code no longer uses.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUES, CATALOGUE_DIR, extractCatalogues } from './extract-messages.mjs';

const sorted = (messages) =>
  Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
const write = (file, messages) =>
  writeFileSync(join(CATALOGUE_DIR, file), `${JSON.stringify(sorted(messages), null, 2)}\n`);
const readIfThere = (file) => {
  try {
    return JSON.parse(readFileSync(join(CATALOGUE_DIR, file), 'utf8'));
  } catch {
    return {};
  }
};

const extracted = extractCatalogues();
const en = Object.assign({}, ...CATALOGUES.map((catalogue) => readIfThere(catalogue.files.en)));

let count = 0;
for (const catalogue of CATALOGUES) {
  const messages = extracted[catalogue.name];
  count += Object.keys(messages).length;
  write(catalogue.files.it, messages);
  write(catalogue.files.en, Object.fromEntries(Object.keys(messages).map((id) => [id, en[id] ?? ''])));
  const missing = Object.keys(messages).filter((id) => !en[id]);
  if (missing.length > 0)
    console.warn(`${catalogue.files.en} needs a translation for:\n  ${missing.join('\n  ')}`);
}
console.info(`${count} messages; ${CATALOGUES.map((c) => c.files.it).join(' and ')} written.`);
