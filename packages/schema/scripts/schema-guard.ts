// Decides whether a newly printed schema may replace the committed schema.graphql. Integrators build
// against that file, so a breaking change (a removed field, a narrowed argument...) must be
// acknowledged in accepted-breaking-changes.txt, which reviewers see in the same diff.
import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';

export const ACK_FILE = 'accepted-breaking-changes.txt';
export const OUT_OF_DATE = 'schema.graphql is out of date: run pnpm codegen and commit schema.graphql';

export type Verdict =
  | { action: 'unchanged'; warnings: string[] }
  | { action: 'write'; warnings: string[] }
  | { action: 'refuse'; message: string; unacknowledged: string[] };

/** One line per change, the form the acknowledgement file lists them in. */
export function breakingChanges(before: string, after: string): { breaking: string[]; dangerous: string[] } {
  const [a, b] = [buildSchema(before), buildSchema(after)];
  return {
    breaking: findBreakingChanges(a, b).map((c) => `${c.type}: ${c.description}`),
    dangerous: findDangerousChanges(a, b).map((c) => `${c.type}: ${c.description}`),
  };
}

/** The acknowledged lines of the acknowledgement file (blank lines and # comments ignored). */
export function parseAcknowledged(text: string): Set<string> {
  return new Set(
    text
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l !== '' && !l.startsWith('#')),
  );
}

function refuseUnacknowledged(breaking: string[], acknowledged: Set<string>, since: string): Verdict | null {
  const unacknowledged = breaking.filter((c) => !acknowledged.has(c));
  if (unacknowledged.length === 0) return null;
  const message = [
    `Breaking change(s) to the GraphQL schema since ${since}:`,
    ...unacknowledged.map((c) => `  ${c}`),
    `If they are intended, add these lines to packages/schema/${ACK_FILE} (and tell integrators);`,
    'otherwise change the SDL so that it stays compatible (deprecate instead of removing).',
  ].join('\n');
  return { action: 'refuse', message, unacknowledged };
}

export interface GuardInput {
  /** The SDL printed from src/**\/*.graphql now. */
  printed: string;
  /** schema.graphql as it is in the working tree (null when it does not exist yet). */
  committed: string | null;
  /** In CI the file is only verified, never written. */
  ci: boolean;
  acknowledged: Set<string>;
  /** CI only: schema.graphql of the base commit, to catch a breaking change committed with the file. */
  base?: { ref: string; sdl: string } | undefined;
}

export function judgeSchema({ printed, committed, ci, acknowledged, base }: GuardInput): Verdict {
  if (ci) {
    if (committed !== printed) return { action: 'refuse', message: OUT_OF_DATE, unacknowledged: [] };
    if (base) {
      const { breaking, dangerous } = breakingChanges(base.sdl, printed);
      return (
        refuseUnacknowledged(breaking, acknowledged, base.ref) ?? { action: 'unchanged', warnings: dangerous }
      );
    }
    return { action: 'unchanged', warnings: [] };
  }
  if (committed === printed) return { action: 'unchanged', warnings: [] };
  if (committed === null) return { action: 'write', warnings: [] };
  const { breaking, dangerous } = breakingChanges(committed, printed);
  return (
    refuseUnacknowledged(breaking, acknowledged, 'the committed schema.graphql') ?? {
      action: 'write',
      warnings: dangerous,
    }
  );
}
