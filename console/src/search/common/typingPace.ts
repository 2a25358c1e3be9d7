/** The longest a typed search waits for the one on its way before that one is cancelled for it. */
export const TYPING_WAIT_MAX_MS = 250;

/**
 * When typed text is sent: at once when no search is on its way, so that the last key waits only for
 * the API; otherwise once the search on its way is answered, the keys typed meanwhile sent as one
 * search (the latest). A page thus has at most one typed search on its way, whatever the typing speed,
 * without a fixed pause after every key. A search that takes longer than TYPING_WAIT_MAX_MS does not
 * hold the typing up: the latest text is then sent anyway (the page cancels the older search).
 */
export class TypingPace {
  private next: (() => void) | undefined;
  private wait: { timer: ReturnType<typeof setTimeout> } | undefined;

  constructor(
    /** The answer of the search on its way, or undefined when none is. */
    private readonly onTheWay: () => Promise<unknown> | undefined,
    private readonly maxWaitMs = TYPING_WAIT_MAX_MS,
  ) {}

  /** A key was typed: `send` runs now, or when the wait under way ends unless a later key replaced it. */
  key(send: () => void): void {
    this.next = send;
    if (this.wait) {
      return;
    }
    const answer = this.onTheWay();
    if (!answer) {
      this.release();
      return;
    }
    const wait = { timer: setTimeout(() => this.end(wait), this.maxWaitMs) };
    this.wait = wait;
    void answer.then(
      () => this.end(wait),
      () => this.end(wait),
    );
  }

  /** Whether typed text waits to be sent. */
  get waiting(): boolean {
    return this.next !== undefined;
  }

  /** Drops what waits (it was sent another way, or the page is left). */
  cancel(): void {
    this.next = undefined;
    if (this.wait) {
      clearTimeout(this.wait.timer);
      this.wait = undefined;
    }
  }

  private end(wait: { timer: ReturnType<typeof setTimeout> }): void {
    // A wait cancelled, or already ended by the other of its two ends.
    if (this.wait !== wait) {
      return;
    }
    clearTimeout(wait.timer);
    this.wait = undefined;
    this.release();
  }

  private release(): void {
    const send = this.next;
    this.next = undefined;
    send?.();
  }
}
