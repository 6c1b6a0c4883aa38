// The schema guard as a developer and CI meet it: the real CLI run on a copy of the package's SDL.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACK_FILE } from './schema-guard';
import { PACKAGE_ROOT } from './schema-sdl';

const CLI = join(PACKAGE_ROOT, 'scripts/print-schema.ts');
const TSX = join(PACKAGE_ROOT, 'node_modules/.bin/tsx');
const SDL = `
"""The root."""
type Query {
  """A greeting."""
  hello(
    """Who to greet."""
    name: String
  ): String!
}
`;

let dir: string;
const file = (name: string) => join(dir, name);
const read = (name: string) => readFileSync(file(name), 'utf8');
const writeSdl = (sdl: string) => writeFileSync(file('src/demo/demo.graphql'), sdl);

function codegen(env: Record<string, string> = {}) {
  const { CI: _ci, ...rest } = process.env;
  const run = spawnSync(TSX, [CLI], { encoding: 'utf8', env: { ...rest, SCHEMA_ROOT: dir, ...env } });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'schema-guard-'));
  mkdirSync(file('src/demo'), { recursive: true });
  writeSdl(SDL);
  expect(codegen().status).toBe(0);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('print-schema locally', () => {
  it('writes an additive change', () => {
    writeSdl(SDL.replace('type Query {', 'type Query {\n  """Added."""\n  added: Int'));
    const run = codegen();
    expect(run.status).toBe(0);
    expect(read('schema.graphql')).toContain('added: Int');
    expect(read('src/generated/type-defs.ts')).toContain('added: Int');
  });

  it('refuses a breaking change until it is listed in the acknowledgement file', () => {
    const before = read('schema.graphql');
    writeSdl(SDL.replace('): String!', '): String').replace('name: String', 'name: String!'));
    const refused = codegen();
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('Breaking change(s) to the GraphQL schema');
    expect(refused.output).toContain(
      'ARG_CHANGED_KIND: Query.hello arg name has changed type from String to String!.',
    );
    expect(read('schema.graphql')).toBe(before);
    expect(read('src/generated/type-defs.ts')).not.toContain('name: String!');

    writeFileSync(
      file(ACK_FILE),
      '# on purpose\nARG_CHANGED_KIND: Query.hello arg name has changed type from String to String!.\n',
    );
    const stillRefused = codegen();
    expect(stillRefused.status).toBe(1);
    expect(stillRefused.output).toContain(
      'FIELD_CHANGED_KIND: Query.hello changed type from String! to String.',
    );

    writeFileSync(
      file(ACK_FILE),
      [
        'ARG_CHANGED_KIND: Query.hello arg name has changed type from String to String!.',
        'FIELD_CHANGED_KIND: Query.hello changed type from String! to String.',
      ].join('\n'),
    );
    expect(codegen().status).toBe(0);
    expect(read('schema.graphql')).toContain('name: String!');
  });
});

describe('print-schema in CI', () => {
  it('fails when the committed file is out of date, and leaves it as it is', () => {
    const before = read('schema.graphql');
    writeSdl(SDL.replace('type Query {', 'type Query {\n  """Added."""\n  added: Int'));
    const run = codegen({ CI: 'true' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('run pnpm codegen and commit schema.graphql');
    expect(read('schema.graphql')).toBe(before);
  });

  it('fails on an unacknowledged breaking change committed since the base commit', () => {
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.email=dev@example.com', '-c', 'user.name=dev', ...args], {
        cwd: dir,
        stdio: 'ignore',
      });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'base');
    // A developer bypasses the local guard (deletes schema.graphql and prints it afresh) and commits.
    writeSdl(SDL.replace(/ {2}"""A greeting\."""[\s\S]*?String!\n/, '  """Kept."""\n  kept: Int\n'));
    rmSync(file('schema.graphql'));
    expect(codegen().status).toBe(0);
    git('commit', '-qam', 'break');

    const run = codegen({ CI: 'true' });
    expect(run.status).toBe(1);
    expect(run.output).toContain('FIELD_REMOVED: Query.hello was removed.');

    writeFileSync(file(ACK_FILE), 'FIELD_REMOVED: Query.hello was removed.\n');
    expect(codegen({ CI: 'true' }).status).toBe(0);
  });
});
