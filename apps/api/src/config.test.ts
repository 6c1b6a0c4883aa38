import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 4001 on 127.0.0.1, PGlite in the repository data/ folder, seeding on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 4001, host: '127.0.0.1', seedOnStart: true, logLevel: 'info' });
    expect(config.database.kind).toBe('pglite');
    if (config.database.kind === 'pglite') {
      expect(config.database.dataDir).toBe(path.resolve(import.meta.dirname, '../../../data'));
    }
    expect(config.migrationsDir).toBe(path.resolve(import.meta.dirname, '../drizzle'));
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://shop@db.internal:5432/shop' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://shop@db.internal:5432/shop' });
  });

  it('reads port, host, data folder, seeding and log level', () => {
    const config = loadConfig({
      API_PORT: '5001',
      API_HOST: '0.0.0.0',
      DATA_DIR: 'relative/dir',
      SEED_ON_START: 'false',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 5001, host: '0.0.0.0', seedOnStart: false, logLevel: 'warn' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('relative/dir') });
  });

  it('keeps product pictures in <DATA_DIR>/media unless MEDIA_DIR says where', () => {
    expect(loadConfig({ DATA_DIR: 'some/data' }).mediaDir).toBe(path.resolve('some/data/media'));
    expect(loadConfig({ DATA_DIR: 'some/data', MEDIA_DIR: '/srv/media' }).mediaDir).toBe('/srv/media');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', API_PORT: '' })).toMatchObject({
      port: 4001,
      database: { kind: 'pglite' },
    });
  });

  it.each([
    ['API_PORT', 'http'],
    ['API_PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['SEED_ON_START', 'maybe'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
