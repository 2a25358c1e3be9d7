/** A list answer (spec section 7): the page's records, each as its view, and whether more follow. */
export function pageView<Item, View>(
  page: { data: Item[]; hasMore: boolean },
  view: (item: Item) => View,
): { data: View[]; has_more: boolean } {
  return { data: page.data.map((item) => view(item)), has_more: page.hasMore };
}

/** A deletion's answer: the record's id and that it is gone. */
export function deletedView({ id, deleted }: { id: string; deleted: boolean }): { id: string; deleted: boolean } {
  return { id, deleted };
}
