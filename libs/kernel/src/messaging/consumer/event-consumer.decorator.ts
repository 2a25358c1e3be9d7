import type { DescMessage } from '@bufbuild/protobuf';
import { Injectable, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EventHandler } from './idempotent-consumer.js';

/** The discoverable mark itself; `EventConsumer()` is the public face of it. */
export const EVENT_CONSUMER = DiscoveryService.createDecorator<Record<string, never>>();

/**
 * Marks a provider as an event consumer: the service runtime (ServiceRuntimeModule) finds it by this
 * mark and consumes its `topic` for it through an IdempotentConsumer (group `name`, retries, then the
 * DLQ), so no list in main.ts names it. The handler keeps its `name`, `topic` and `schema` as
 * properties: tests and test feeds use the instance as a whole `EventHandler`. Without the runtime
 * module (the in-process test app) nothing consumes, and tests call `handle` directly.
 */
export function EventConsumer(): <T extends Type<EventHandler<DescMessage>>>(target: T) => void {
  return (target) => {
    Injectable()(target);
    EVENT_CONSUMER()(target);
  };
}

/**
 * The instances of every `@EventConsumer()` provider of the application. Each name is a consumer group
 * and a key of the processed-event records, so a name met twice (the same handler provided by two
 * modules) is a wiring error, refused before anything consumes.
 */
export function discoverEventConsumers(discovery: DiscoveryService): EventHandler<DescMessage>[] {
  const handlers = discovery.getProviders({ metadataKey: EVENT_CONSUMER.KEY }).map((wrapper) => {
    if (!wrapper.isDependencyTreeStatic()) {
      throw new Error(`Event consumer ${String(wrapper.name)} must be a singleton provider`);
    }
    return wrapper.instance as EventHandler<DescMessage>;
  });
  const names = new Set<string>();
  for (const { name } of handlers) {
    if (names.has(name)) {
      throw new Error(`Two event consumers are named ${name}: provide each handler in one module only`);
    }
    names.add(name);
  }
  return handlers;
}
