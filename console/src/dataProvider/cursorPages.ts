/** Where the cursors are kept between reloads of a tab (sessionStorage: this tab only, gone when it closes). */
export const CURSOR_STORAGE_KEY = 'callsheet.cursorPages';

/** The lists whose cursors are kept; the least recently paged ones are forgotten first. */
const MAX_LISTS = 50;

type CursorStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The API pages with cursors (limit + starting_after / ending_before, {data, has_more}); react-admin
 * pages by number. This remembers, per list (resource and filter), the cursor that opens each page:
 * page n+1 starts after the last id of page n. The cursors are kept in the tab's session storage, so
 * a reload on page 3 stays on page 3 (react-admin keeps the page number in the address). A page whose
 * cursor is not known (a link from another tab) starts the list over from page 1.
 */
export class CursorPages {
  private readonly cursors: Map<string, Map<number, string>>;

  constructor(private readonly storage: CursorStorage | undefined = sessionStorageIfAny()) {
    this.cursors = load(storage);
  }

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
    // Most recently paged last, so that the oldest lists are the first forgotten.
    this.cursors.delete(listKey);
    this.cursors.set(listKey, pages);
    for (const oldest of [...this.cursors.keys()].slice(0, Math.max(0, this.cursors.size - MAX_LISTS))) {
      this.cursors.delete(oldest);
    }
    this.save();
  }

  forget(listKey: string): void {
    if (this.cursors.delete(listKey)) {
      this.save();
    }
  }

  private save(): void {
    const plain = [...this.cursors].map(([listKey, pages]) => [listKey, [...pages]] as const);
    try {
      this.storage?.setItem(CURSOR_STORAGE_KEY, JSON.stringify(plain));
    } catch {
      // Storage full or refused (a private window): the cursors still work until the tab reloads.
    }
  }
}

function sessionStorageIfAny(): CursorStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** What an earlier load of this tab kept; anything unreadable is dropped rather than trusted. */
function load(storage: CursorStorage | undefined): Map<string, Map<number, string>> {
  const cursors = new Map<string, Map<number, string>>();
  try {
    const saved: unknown = JSON.parse(storage?.getItem(CURSOR_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(saved)) {
      return cursors;
    }
    for (const entry of saved) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) {
        continue;
      }
      const pages = new Map<number, string>();
      for (const pair of entry[1] as unknown[]) {
        if (Array.isArray(pair) && Number.isInteger(pair[0]) && typeof pair[1] === 'string') {
          pages.set(pair[0] as number, pair[1]);
        }
      }
      cursors.set(entry[0], pages);
    }
  } catch {
    // Not JSON: start over.
  }
  return cursors;
}
