import 'reflect-metadata';
import { StringValueSchema } from '@bufbuild/protobuf/wkt';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Injectable, Module, type INestApplicationContext, type Type } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, NestFactory } from '@nestjs/core';
import { discoverEventConsumers, EventConsumer } from './event-consumer.decorator.js';
import type { ConsumedEvent } from './idempotent-consumer.js';

@Injectable()
class Clock {
  now(): number {
    return 42;
  }
}

@EventConsumer()
class NoteEventsHandler {
  readonly name = 'test.note-events';
  readonly topic = 'test.note.events';
  readonly schema = StringValueSchema;
  readonly seen: string[] = [];

  // Injected like any provider.
  constructor(readonly clock: Clock) {}

  handle({ payload }: ConsumedEvent<typeof StringValueSchema>): Promise<void> {
    this.seen.push(payload.value);
    return Promise.resolve();
  }
}

@EventConsumer()
class TagEventsHandler {
  readonly name = 'test.tag-events';
  readonly topic = 'test.tag.events';
  readonly schema = [StringValueSchema];

  handle(): Promise<void> {
    return Promise.resolve();
  }
}

@EventConsumer()
class SameNameHandler {
  readonly name = 'test.note-events';
  readonly topic = 'test.other.events';
  readonly schema = StringValueSchema;

  handle(): Promise<void> {
    return Promise.resolve();
  }
}

@Module({ providers: [Clock, NoteEventsHandler], exports: [NoteEventsHandler] })
class NotesModule {}

// Importing a module that exports a consumer uses the same provider: still one consumer.
@Module({ imports: [NotesModule], providers: [TagEventsHandler] })
class TagsModule {}

let app: INestApplicationContext | undefined;

async function discovered(...modules: Type<unknown>[]) {
  @Module({ imports: [DiscoveryModule, ...modules] })
  class RootModule {}
  app = await NestFactory.createApplicationContext(RootModule, { logger: false, abortOnError: false });
  return discoverEventConsumers(app.get(DiscoveryService));
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('@EventConsumer()', () => {
  it('finds every marked provider of the application, as the instance the modules inject', async () => {
    const handlers = await discovered(NotesModule, TagsModule);
    expect(handlers.map((handler) => handler.name).sort()).toEqual(['test.note-events', 'test.tag-events']);
    const notes = app!.get(NoteEventsHandler);
    expect(handlers).toContain(notes);
    expect(notes.clock.now()).toBe(42);
  });

  it('finds nothing in an application without marked providers', async () => {
    @Module({ providers: [Clock] })
    class PlainModule {}
    expect(await discovered(PlainModule)).toEqual([]);
  });

  it('refuses two consumers with one name: they would share a consumer group and processed-event records', async () => {
    @Module({ providers: [SameNameHandler] })
    class OtherModule {}
    await expect(discovered(NotesModule, OtherModule)).rejects.toThrow(
      'Two event consumers are named test.note-events',
    );
  });
});
