import { createServer, type Server } from 'node:net';

/**
 * `count` distinct ports free on 127.0.0.1, chosen by the operating system (a listen on port 0), for
 * the processes a test starts: no two test runs, and no test and `npm start`, ever pick the same one.
 * The probes stay open until all are chosen, so one call never answers the same port twice.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const probe = createServer();
      probes.push(probe);
      await new Promise<void>((resolve, reject) => {
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', resolve);
      });
    }
    return probes.map((probe) => (probe.address() as { port: number }).port);
  } finally {
    await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  }
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port;
}
