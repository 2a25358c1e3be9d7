import { getOption, type DescMethod } from '@bufbuild/protobuf';
import type { GenService, GenServiceMethods } from '@bufbuild/protobuf/codegenv2';
import { pattern as patternOption } from '../gen/callsheet/common/v1/options_pb.js';

// The request/reply calls are declared once, as protobuf services (callsheet/*/v1/*_service.proto):
// each rpc names its request and reply messages and, in the `(callsheet.common.v1.pattern)` option,
// its Kafka topic. Everything below derives the pattern names and the calls from those descriptors.

type AnyService = GenService<GenServiceMethods>;
type MethodsOf<S extends AnyService> = S['method'];

/** One request/reply call: its pattern (topic) and its request and reply contracts. */
export interface ContractCall<Req, Res> {
  readonly pattern: string;
  readonly request: Req;
  readonly response: Res;
}

/** Every call of a service, keyed by the rpc's name in camelCase (`GetPublicConfig` → `getPublicConfig`). */
export type CallsOf<S extends AnyService> = {
  readonly [K in keyof MethodsOf<S>]: ContractCall<MethodsOf<S>[K]['input'], MethodsOf<S>[K]['output']>;
};

/** Every pattern of a service, keyed like its calls. */
export type PatternsOf<S extends AnyService> = { readonly [K in keyof MethodsOf<S>]: string };

/** The topic an rpc travels on; an rpc without one is a contract bug, caught when the module loads. */
export function patternOf(method: DescMethod): string {
  const pattern = getOption(method, patternOption);
  if (!pattern) {
    throw new Error(`${method.parent.typeName}.${method.name} declares no (callsheet.common.v1.pattern) option`);
  }
  return pattern;
}

export function callOf<M extends DescMethod>(method: M): ContractCall<M['input'], M['output']> {
  return { pattern: patternOf(method), request: method.input, response: method.output };
}

export function callsOf<S extends AnyService>(service: S): CallsOf<S> {
  return Object.fromEntries(service.methods.map((method) => [method.localName, callOf(method)])) as CallsOf<S>;
}

export function patternsOf<S extends AnyService>(service: S): PatternsOf<S> {
  return Object.fromEntries(service.methods.map((method) => [method.localName, patternOf(method)])) as PatternsOf<S>;
}
