import { KernelException, type PageRequest, parsePageQuery } from '@callsheet/kernel';

/** A page of Stripe objects as our lists answer: {data, has_more}. */
export interface StripePage<T> {
  data: T[];
  has_more: boolean;
}

const STRIPE_ID_PATTERN = /^[a-z]+_[A-Za-z0-9]+$/;

/** A list page whose cursors are Stripe ids (person_..., ba_..., card_...), as Stripe's list params. */
export function stripePageParams(page: { limit: number; startingAfter: string; endingBefore: string } | undefined): {
  limit: number;
  starting_after?: string;
  ending_before?: string;
} {
  const request: PageRequest = parsePageQuery({
    limit: page?.limit ? page.limit : undefined,
    starting_after: page?.startingAfter,
    ending_before: page?.endingBefore,
  });
  for (const [name, cursor] of [
    ['starting_after', request.startingAfter],
    ['ending_before', request.endingBefore],
  ] as const) {
    if (cursor !== undefined && !STRIPE_ID_PATTERN.test(cursor)) {
      throw KernelException.validation(name, `${name} must be the id of a record from a previous page.`);
    }
  }
  return {
    limit: request.limit,
    ...(request.startingAfter ? { starting_after: request.startingAfter } : {}),
    ...(request.endingBefore ? { ending_before: request.endingBefore } : {}),
  };
}
