import { create, createFileRegistry, toJson } from '@bufbuild/protobuf';
import {
  FieldDescriptorProto_Label,
  FieldDescriptorProto_Type,
  FileDescriptorProtoSchema,
} from '@bufbuild/protobuf/wkt';
import { describe, expect, it } from '@jest/globals';
import { pageReply } from './page-reply.js';

// A page contract as the services declare them: repeated `data` and `has_more`.
const { OPTIONAL, REPEATED } = FieldDescriptorProto_Label;
const { STRING, MESSAGE, BOOL } = FieldDescriptorProto_Type;
const registry = createFileRegistry(
  create(FileDescriptorProtoSchema, {
    name: 'test/page.proto',
    package: 'test',
    syntax: 'proto3',
    messageType: [
      { name: 'Thing', field: [{ name: 'name', jsonName: 'name', number: 1, type: STRING, label: OPTIONAL }] },
      {
        name: 'ThingPage',
        field: [
          { name: 'data', jsonName: 'data', number: 1, type: MESSAGE, typeName: '.test.Thing', label: REPEATED },
          { name: 'has_more', jsonName: 'hasMore', number: 2, type: BOOL, label: OPTIONAL },
        ],
      },
    ],
  }),
  () => undefined,
);
const Thing = registry.getMessage('test.Thing')!;
const ThingPage = registry.getMessage('test.ThingPage')!;

describe('pageReply', () => {
  it('makes each record a message of the page and keeps has_more', () => {
    const reply = pageReply(
      ThingPage,
      { data: ['a', 'b'], has_more: true },
      (name) =>
        // A registry's descriptors are untyped: the item is the page's by construction.
        create(Thing, { name }) as never,
    );
    expect(toJson(ThingPage, reply)).toEqual({ data: [{ name: 'a' }, { name: 'b' }], hasMore: true });
  });
});
