import { create } from '@bufbuild/protobuf';
import { SourceContextSchema } from '@bufbuild/protobuf/wkt';
import { describe, expect, it } from '@jest/globals';
import { plainFields } from './plain-fields.js';

describe('plainFields', () => {
  it('gives the fields sent, without their type mark', () => {
    expect(plainFields(SourceContextSchema, create(SourceContextSchema, { fileName: 'a.proto' }))).toEqual({
      fileName: 'a.proto',
    });
  });

  it('reads no fields as every field left out', () => {
    expect(plainFields(SourceContextSchema, undefined)).toEqual({ fileName: '' });
  });
});
