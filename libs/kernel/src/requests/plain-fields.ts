import { create, type DescMessage, type MessageShape } from '@bufbuild/protobuf';
import { plainInput } from './plain-input.js';

/** A request's fields message as plain input for domain rules; a request without one leaves every field out. */
export function plainFields<Desc extends DescMessage>(
  schema: Desc,
  fields: MessageShape<Desc> | undefined,
): MessageShape<Desc> {
  return plainInput(fields ?? create(schema));
}
