import { createServer } from 'node:net';

/**
 * A free TCP port on 127.0.0.1, for a server a script or benchmark starts itself (PostgreSQL,
 * nginx). The port is free when this resolves; another process could take it before the caller
 * binds it, which on a test machine's loopback does not happen in practice.
 * @throws the socket error when no port can be bound.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
