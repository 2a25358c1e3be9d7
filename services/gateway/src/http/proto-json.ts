import {
  fromJson,
  ScalarType,
  toJson,
  type DescEnum,
  type DescField,
  type DescMessage,
  type JsonObject,
  type JsonValue,
  type MessageShape,
} from '@bufbuild/protobuf';
import { KernelException } from '@callsheet/kernel';
import { Body, Injectable, type PipeTransform } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

export type SchemaObject = Exclude<
  NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string],
  { $ref: string }
>;

/**
 * Large request and response bodies are defined once, in `proto/`: the REST JSON is the message's
 * protobuf JSON form (lowerCamelCase names). This pipe parses a body into the message, refusing unknown
 * fields and wrong types with `validationFailed` naming the field; `protoJsonSchema` documents it.
 * Every body that is a message is read this way (`@ProtoBody`, `@ProtoPatchBody`); the small bodies that
 * are not are class-validator DTOs (requestValidationPipe).
 */
@Injectable()
export class ProtoJsonPipe<Desc extends DescMessage> implements PipeTransform<unknown, MessageShape<Desc>> {
  constructor(
    private readonly schema: Desc,
    private readonly options: ProtoBodyOptions = {},
  ) {}

  transform(body: unknown): MessageShape<Desc> {
    const input = this.options.optional ? (body ?? {}) : body;
    refuseReserved(input, this.options.reserved ?? []);
    return parseProtoJson(this.schema, input);
  }
}

export interface ProtoBodyOptions {
  /**
   * Fields of the message the gateway fills itself, refused in the body: the caller's account (from the
   * token), the record's id (from the path), the page (from the query string).
   */
  reserved?: readonly string[];
  /** An absent body reads as `{}` (every field of the message may be left out). */
  optional?: boolean;
}

/**
 * A body that is a message: `@ProtoBody(TalentProfileFieldsSchema) fields: TalentProfileFields`. The
 * route's OpenAPI body is the message's schema without the reserved fields (ApiRoute reads it).
 */
export function ProtoBody<Desc extends DescMessage>(schema: Desc, options: ProtoBodyOptions = {}): ParameterDecorator {
  return BodyParsedAs(new ProtoJsonPipe(schema, options), protoJsonSchema(schema, { omit: options.reserved }));
}

/** `@Body(pipe)` that also records the body's schema on the route, for ApiRoute to document. */
export function BodyParsedAs(pipe: PipeTransform, schema: SchemaObject): ParameterDecorator {
  return (target, key, index) => {
    Body(pipe)(target, key, index);
    if (key !== undefined) {
      Reflect.defineMetadata(BODY_SCHEMA, schema, target, key);
    }
  };
}

const BODY_SCHEMA = 'callsheet:body-schema';

/** The schema of the body a route's parameter parses (BodyParsedAs), if one does. */
export function parsedBodySchema(target: object, key: string | symbol): SchemaObject | undefined {
  return Reflect.getMetadata(BODY_SCHEMA, target, key) as SchemaObject | undefined;
}

/** A PATCH body: the fields sent as the message, and their names (the update's field mask). */
export interface ProtoPatch<Message> {
  fields: Message;
  fieldMask: string[];
}

@Injectable()
export class ProtoPatchPipe<Desc extends DescMessage> implements PipeTransform<
  unknown,
  ProtoPatch<MessageShape<Desc>>
> {
  constructor(private readonly schema: Desc) {}

  transform(body: unknown): ProtoPatch<MessageShape<Desc>> {
    const fields = parseProtoJson(this.schema, body);
    return { fields, fieldMask: Object.keys(body as JsonObject) };
  }
}

/** A PATCH body of a message: `@ProtoPatchBody(TalentProfileFieldsSchema) update: ProtoPatch<...>`. */
export function ProtoPatchBody<Desc extends DescMessage>(schema: Desc): ParameterDecorator {
  return BodyParsedAs(new ProtoPatchPipe(schema), protoJsonSchema(schema));
}

/** Why a reserved field is refused, where "not part of the request body" would not say enough. */
const RESERVED_REASONS: Readonly<Record<string, string>> = {
  page: 'Pass limit, starting_after and ending_before as query parameters.',
};

function refuseReserved(body: unknown, reserved: readonly string[]): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return;
  }
  for (const field of reserved) {
    if (field in body) {
      throw KernelException.validation(field, RESERVED_REASONS[field] ?? `${field} is not part of the request body.`);
    }
  }
}

/** A JSON object as the message, or `validationFailed` naming the field at fault. */
export function parseProtoJson<Desc extends DescMessage>(schema: Desc, body: unknown): MessageShape<Desc> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw KernelException.validation('body', 'The request body must be a JSON object.');
  }
  try {
    return fromJson(schema, body as JsonValue);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw KernelException.validation(fieldNamed(message), `Invalid request body: ${message}`);
  }
}

/** The REST form of a message: every field present (empty lists and strings too), so clients need no guards. */
export function toRestJson<Desc extends DescMessage>(schema: Desc, message: MessageShape<Desc>): JsonValue {
  return toJson(schema, message, { alwaysEmitImplicit: true });
}

/** protobuf-es names the field at fault as `pkg.Message.field_name` or `key "name"`. */
function fieldNamed(message: string): string {
  const field = /field [\w.]+\.(\w+) from JSON/.exec(message)?.[1] ?? /key "([^"]+)"/.exec(message)?.[1];
  return field ? field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()) : 'body';
}

export interface ProtoJsonSchemaOptions {
  /**
   * Top-level fields (JSON names) the route sets itself and refuses in the body, e.g. `accountId`
   * (from the token) or `applicationId` (from the path): left out so the document lists only what a
   * client may send.
   */
  omit?: readonly string[];
}

/**
 * An OpenAPI schema for a message's JSON form, derived from its descriptor. It describes what
 * `toRestJson` answers and `parseProtoJson` accepts: int64 fields are JSON strings there (protobuf
 * JSON's rule), so a route that turns one into a number must document that field itself.
 */
export function protoJsonSchema(desc: DescMessage, { omit = [] }: ProtoJsonSchemaOptions = {}): SchemaObject {
  const schema = messageSchema(desc, new Set());
  if (omit.length === 0 || !schema.properties) {
    return schema;
  }
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([name]) => !omit.includes(name)));
  return { ...schema, properties };
}

/** A list answer `{data, has_more}` (spec section 7) whose items are the message's REST JSON. */
export function protoPageSchema(item: DescMessage): SchemaObject {
  return {
    type: 'object',
    title: `${item.name}Page`,
    properties: { data: { type: 'array', items: protoJsonSchema(item) }, has_more: { type: 'boolean' } },
    required: ['data', 'has_more'],
    additionalProperties: false,
  };
}

function messageSchema(desc: DescMessage, seen: ReadonlySet<string>): SchemaObject {
  if (desc.typeName === 'google.protobuf.Timestamp') {
    return { type: 'string', format: 'date-time' };
  }
  if (seen.has(desc.typeName)) {
    return { type: 'object', description: `${desc.name} (recursive)` };
  }
  const inner = new Set(seen).add(desc.typeName);
  const properties: Record<string, SchemaObject> = {};
  for (const field of desc.fields) {
    properties[field.jsonName] = fieldSchema(field, inner);
  }
  return { type: 'object', title: desc.name, properties, additionalProperties: false };
}

function fieldSchema(field: DescField, seen: ReadonlySet<string>): SchemaObject {
  switch (field.fieldKind) {
    case 'scalar':
      return scalarSchema(field.scalar);
    case 'enum':
      return enumSchema(field.enum);
    case 'message':
      return messageSchema(field.message, seen);
    case 'list':
      return { type: 'array', items: elementSchema(field.message ?? field.enum ?? field.scalar, seen) };
    case 'map':
      return { type: 'object', additionalProperties: elementSchema(field.message ?? field.enum ?? field.scalar, seen) };
    default:
      return {};
  }
}

/** A list's items or a map's values: a scalar, an enum or a message. */
function elementSchema(element: ScalarType | DescEnum | DescMessage, seen: ReadonlySet<string>): SchemaObject {
  if (typeof element === 'number') {
    return scalarSchema(element);
  }
  return element.kind === 'enum' ? enumSchema(element) : messageSchema(element, seen);
}

function enumSchema(desc: DescEnum): SchemaObject {
  return { type: 'string', enum: desc.values.map((value) => value.name) };
}

function scalarSchema(scalar: ScalarType): SchemaObject {
  switch (scalar) {
    case ScalarType.STRING:
      return { type: 'string' };
    case ScalarType.BOOL:
      return { type: 'boolean' };
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return { type: 'number' };
    case ScalarType.INT32:
    case ScalarType.UINT32:
    case ScalarType.SINT32:
    case ScalarType.FIXED32:
    case ScalarType.SFIXED32:
      return { type: 'integer', format: 'int32' };
    case ScalarType.INT64:
    case ScalarType.UINT64:
    case ScalarType.SINT64:
    case ScalarType.FIXED64:
    case ScalarType.SFIXED64:
      return { type: 'string', format: 'int64' };
    case ScalarType.BYTES:
      return { type: 'string', format: 'byte' };
    default:
      return {};
  }
}
