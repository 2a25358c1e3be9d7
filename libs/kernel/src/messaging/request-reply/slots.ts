/** A counting semaphore: at most `size` things at once; `take` waits for a free slot. */
export class Slots {
  private used = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly idle: (() => void)[] = [];

  constructor(private readonly size: number) {}

  get inUse(): number {
    return this.used;
  }

  take(): Promise<void> {
    if (this.used < this.size) {
      this.used += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) {
      next();
      return;
    }
    this.used -= 1;
    if (this.used === 0) {
      this.idle.splice(0).forEach((resolve) => resolve());
    }
  }

  /** Resolves once nothing holds a slot. */
  drained(): Promise<void> {
    return this.used === 0 ? Promise.resolve() : new Promise((resolve) => this.idle.push(resolve));
  }
}
