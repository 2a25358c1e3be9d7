import { create } from '@bufbuild/protobuf';
import { PageRequestSchema, type PageRequest as PageRequestMessage } from '@callsheet/contracts';
import { KernelException, type PageRequest } from '@callsheet/kernel';

/** A validated page of a list call, as the services' request messages carry it. */
export function pageMessage(page: PageRequest): PageRequestMessage {
  return create(PageRequestSchema, {
    limit: page.limit,
    startingAfter: page.startingAfter ?? '',
    endingBefore: page.endingBefore ?? '',
  });
}

/** Search bodies hold the filters; the page travels in the query string like every list's. */
export function withoutPage(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && !Array.isArray(body) && 'page' in body) {
    throw KernelException.validation('page', 'Pass limit, starting_after and ending_before as query parameters.');
  }
  return body ?? {};
}
