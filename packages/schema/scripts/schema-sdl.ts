// Merges the per-domain SDL files (src/**/*.graphql) into one printed schema, sorted so that the
// printed file only changes when the schema does.
import { fileURLToPath } from 'node:url';
import { loadFilesSync } from '@graphql-tools/load-files';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildASTSchema, printSchema } from 'graphql';

/** The package folder; SCHEMA_ROOT points the CLI at a copy instead (its own tests do). */
export const PACKAGE_ROOT = process.env.SCHEMA_ROOT
  ? `${process.env.SCHEMA_ROOT.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('..', import.meta.url));

export function printMergedSchema(root = PACKAGE_ROOT): string {
  const documents = loadFilesSync(`${root}src/**/*.graphql`);
  const merged = mergeTypeDefs(documents, { sort: true, throwOnConflict: true });
  return `${printSchema(buildASTSchema(merged))}\n`;
}
