// Tells whether a PostgreSQL server answers at a URL (a TCP connect is enough to decide the leg runs;
// the suite itself reports authentication or database problems).
import { connect } from 'node:net';

export function postgresReachable(url, timeoutMs = 2000) {
  let host = '127.0.0.1';
  let port = 5432;
  try {
    const u = new URL(url);
    host = u.hostname || host;
    port = Number(u.port) || port;
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
