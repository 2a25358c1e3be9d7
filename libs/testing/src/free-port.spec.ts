import { createServer } from 'node:net';
import { freePorts } from './free-port.js';

describe('freePorts', () => {
  it('answers distinct ports that a process can listen on at once', async () => {
    const ports = await freePorts(8);
    expect(new Set(ports).size).toBe(8);
    const servers = await Promise.all(
      ports.map(
        (port) =>
          new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
            const server = createServer();
            server.once('error', reject);
            server.listen(port, '127.0.0.1', () => resolve(server));
          }),
      ),
    );
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });
});
