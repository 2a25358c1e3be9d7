import * as contracts from '@callsheet/contracts';
import { PatternsByService, RpcServicesByService, type ServiceName } from '@callsheet/contracts';
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The gateway's calls are derived from the protobuf services (XxxCalls = callsOf(XxxService)), so every
// pattern it can send is an rpc some descriptor declares. This checks the services' side, from their
// sources: each service answers every rpc its descriptors declare, exactly once, answers nothing they
// do not declare, and decodes each request with the contract the rpc declares.

const servicesDir = fileURLToPath(new URL('../../../', import.meta.url));
// `@RpcHandler(XxxCalls.name)` (or a bare `@MessagePattern(XxxPatterns.name)`), up to the next one.
const handlerPattern = /@(RpcHandler|MessagePattern)\(\s*([\w.]+)\s*\)([\s\S]*?)(?=@RpcHandler|@MessagePattern|$)/g;
const decodePattern = /decodeRequest\(\s*(\w+)/;

interface Handler {
  where: string;
  pattern: string | undefined;
  /** The request contract the decorator decodes with (RpcHandler only). */
  declared: unknown;
  /** The request contract the handler's body decodes with, if it does. */
  decoded: unknown;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'generated' ? [] : sourceFiles(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** `XxxCalls.name` or `XxxPatterns.name` looked up in the contracts; anything else stays undefined. */
function lookUp(expression: string): unknown {
  const [table, key, ...rest] = expression.split('.');
  const entries = (contracts as Record<string, unknown>)[table ?? ''];
  return rest.length === 0 && key !== undefined && typeof entries === 'object' && entries !== null
    ? (entries as Record<string, unknown>)[key]
    : undefined;
}

function handlersOf(service: ServiceName): Handler[] {
  return sourceFiles(join(servicesDir, service, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(handlerPattern)].map(([, decorator, expression = '', body = '']) => {
      const entry = lookUp(expression);
      const call =
        decorator === 'RpcHandler' ? (entry as { pattern?: unknown; request?: unknown } | undefined) : undefined;
      const pattern = call ? call.pattern : entry;
      const decodedWith = decodePattern.exec(body)?.[1];
      return {
        where: `${file.slice(servicesDir.length)}: ${expression}`,
        pattern: typeof pattern === 'string' ? pattern : undefined,
        declared: call?.request,
        decoded: decodedWith === undefined ? undefined : (contracts as Record<string, unknown>)[decodedWith],
      };
    }),
  );
}

const serviceNames = Object.keys(RpcServicesByService) as ServiceName[];

describe('request/reply contracts', () => {
  it.each(serviceNames)('%s answers every rpc its protobuf services declare, exactly once', (service) => {
    const handled = handlersOf(service).map((handler) => handler.pattern);
    const unanswered = PatternsByService[service].filter((pattern) => !handled.includes(pattern));
    const twice = handled.filter((pattern, index) => handled.indexOf(pattern) !== index);
    expect({ unanswered, twice }).toEqual({ unanswered: [], twice: [] });
  });

  it.each(serviceNames)('%s has no handler for a pattern its protobuf services do not declare', (service) => {
    const undeclared = handlersOf(service)
      .filter((handler) => handler.pattern === undefined || !PatternsByService[service].includes(handler.pattern))
      .map((handler) => `${handler.where} → ${handler.pattern ?? '?'}`);
    expect(undeclared).toEqual([]);
  });

  it.each(serviceNames)('%s decodes each request with the contract its rpc declares', (service) => {
    const mismatched = handlersOf(service)
      .filter((handler) => handler.decoded !== undefined && handler.decoded !== handler.declared)
      .map((handler) => handler.where);
    expect(mismatched).toEqual([]);
  });

  it('finds the handlers it checks (the scan is not vacuous)', () => {
    const handlers = serviceNames.flatMap((service) => handlersOf(service));
    const declared = serviceNames.reduce((sum, service) => sum + PatternsByService[service].length, 0);
    expect(declared).toBeGreaterThan(90);
    expect(handlers).toHaveLength(declared);
    // Every handler decodes with a contract: the one @RpcHandler declares, or decodeRequest in its body.
    expect(handlers.filter((handler) => (handler.declared ?? handler.decoded) === undefined)).toEqual([]);
  });
});
