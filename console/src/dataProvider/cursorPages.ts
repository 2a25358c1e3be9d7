/**
 * The API pages with cursors (limit + starting_after / ending_before, {data, has_more}); react-admin
 * pages by number. This remembers, per list (resource and filter), the cursor that opens each page:
 * page n+1 starts after the last id of page n. A page whose cursor is not known (a deep link) starts
 * the list over from page 1.
 */
export class CursorPages {
  private readonly cursors = new Map<string, Map<number, string>>();

  /** The starting_after cursor of a page, or undefined for the first page (or an unknown one). */
  cursorFor(listKey: string, page: number): string | undefined {
    return page <= 1 ? undefined : this.cursors.get(listKey)?.get(page);
  }

  /** Whether the page can be fetched directly (page 1, or a page whose cursor is remembered). */
  knows(listKey: string, page: number): boolean {
    return page <= 1 || this.cursors.get(listKey)?.has(page) === true;
  }

  /** After fetching a page: the cursor of the next one is its last id. */
  remember(listKey: string, page: number, lastId: string | undefined): void {
    if (lastId === undefined) {
      return;
    }
    const pages = this.cursors.get(listKey) ?? new Map<number, string>();
    pages.set(page + 1, lastId);
    this.cursors.set(listKey, pages);
  }

  forget(listKey: string): void {
    this.cursors.delete(listKey);
  }
}
