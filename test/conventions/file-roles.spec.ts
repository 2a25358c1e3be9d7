import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';

// The file-role conventions of the style guide, checked over every workspace's sources: a rule that
// only lives in a document drifts. Each check lists the offending files, so a failure says what to rename.
const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const SOURCE_ROOTS = [
  'libs/kernel/src',
  'libs/testing/src',
  'proto/src',
  ...serviceNames().map((name) => `services/${name}/src`),
];

function serviceNames(): string[] {
  return readdirSync(join(root, 'services')).filter((name) => statSync(join(root, 'services', name)).isDirectory());
}

function walk(folder: string): string[] {
  return readdirSync(join(root, folder)).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'generated' || name === 'node_modules' || name === 'dist') {
      return [];
    }
    return statSync(join(root, path)).isDirectory() ? walk(path) : [path];
  });
}

const sources = SOURCE_ROOTS.flatMap(walk).filter((path) => path.endsWith('.ts'));
const isTest = (path: string) => /\.(spec|int-spec|e2e-spec)\.ts$/.test(path);
const parts = (path: string) => relative(root, join(root, path)).split(sep);

describe('file roles', () => {
  it('names every source file in kebab-case, with dots only before role suffixes', () => {
    const offending = sources.filter(
      (path) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]+(-[a-z]+)*)*\.ts$/.test(basename(path)),
    );
    expect(offending).toEqual([]);
  });

  it('keeps a use case folder to its command or query, its handler and their specs', () => {
    const offending = sources.filter((path) => {
      const segments = parts(path);
      const kind = segments.at(-3);
      if (kind !== 'commands' && kind !== 'queries') {
        return false;
      }
      const useCase = segments.at(-2)!;
      const role = kind === 'commands' ? 'command' : 'query';
      return !new RegExp(`^${useCase}\\.(${role}|handler)(\\.spec)?\\.ts$`).test(basename(path));
    });
    expect(offending).toEqual([]);
  });

  it('uses one suffix for mapping records to contract messages: *.views.ts, never *.mapper.ts', () => {
    expect(sources.filter((path) => path.endsWith('.mapper.ts'))).toEqual([]);
  });

  it('uses Prisma only in repositories and database factories (and the kernel and test helpers)', () => {
    const offending = sources.filter(
      (path) =>
        path.startsWith('services/') &&
        !isTest(path) &&
        !/\.(repository|database)\.ts$/.test(path) &&
        /from '[^']*(generated\/prisma|@prisma\/client)[^']*'/.test(readFileSync(join(root, path), 'utf8')),
    );
    expect(offending).toEqual([]);
  });

  it('keeps the handlers of incoming events in reactions/ folders', () => {
    const offending = sources.filter(
      (path) =>
        path.startsWith('services/') &&
        !isTest(path) &&
        /@EventConsumer\(/.test(readFileSync(join(root, path), 'utf8')) &&
        !parts(path).includes('reactions'),
    );
    expect(offending).toEqual([]);
  });

  it('gives every Kafka service its environment schema in src/<service>.env.ts', () => {
    const missing = serviceNames().filter((name) => {
      try {
        return !statSync(join(root, 'services', name, 'src', `${name}.env.ts`)).isFile();
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
  });

  it('keeps controllers in the gateway and request/reply handlers in *.messages.ts', () => {
    const misplacedControllers = sources.filter(
      (path) => path.endsWith('.controller.ts') && !path.startsWith('services/gateway/'),
    );
    const misplacedRpcHandlers = sources.filter(
      (path) =>
        !isTest(path) &&
        !path.startsWith('libs/') &&
        /@RpcHandler\(/.test(readFileSync(join(root, path), 'utf8')) &&
        !path.endsWith('.messages.ts'),
    );
    expect({ misplacedControllers, misplacedRpcHandlers }).toEqual({
      misplacedControllers: [],
      misplacedRpcHandlers: [],
    });
  });
});
