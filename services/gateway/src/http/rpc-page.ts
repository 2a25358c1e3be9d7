import { create } from '@bufbuild/protobuf';
import { PageRequestSchema, type PageRequest as PageRequestMessage } from '@callsheet/contracts';
import type { PageRequest } from '@callsheet/kernel';

/** A validated page of a list call, as the services' request messages carry it. */
export function pageMessage(page: PageRequest): PageRequestMessage {
  return create(PageRequestSchema, {
    limit: page.limit,
    startingAfter: page.startingAfter ?? '',
    endingBefore: page.endingBefore ?? '',
  });
}
