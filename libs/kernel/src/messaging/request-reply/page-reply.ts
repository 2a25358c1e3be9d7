import { create, type DescMessage, type MessageInitShape, type MessageShape } from '@bufbuild/protobuf';
import type { Page } from '../../pagination/index.js';

/** The item of a page contract: what its `data` holds. */
export type PageItem<Desc extends DescMessage> = MessageShape<Desc> extends { data: (infer Item)[] } ? Item : never;

/** A page as its contract's page message (`data` and `hasMore`), each record made a message by `toMessage`. */
export function pageReply<Desc extends DescMessage, T>(
  schema: Desc,
  page: Page<T>,
  toMessage: (record: T) => PageItem<Desc>,
): MessageShape<Desc> {
  return create(schema, {
    data: page.data.map(toMessage),
    hasMore: page.has_more,
  } as unknown as MessageInitShape<Desc>);
}
