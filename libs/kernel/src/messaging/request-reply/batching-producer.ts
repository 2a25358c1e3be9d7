import type { RpcOutgoing } from './rpc-kafka.js';

interface Pending {
  topic: string;
  message: RpcOutgoing;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Sends the messages given during one turn of the event loop in one produce request. Under load,
 * messages that arrive while a request is in flight go together in the next one, so the cost of a
 * round trip to the broker is shared by every request or reply of that moment instead of paid by each.
 * One produce request is in flight at a time (messages keep the order they were given in).
 */
export class BatchingProducer {
  private queue: Pending[] = [];
  private flushing = false;
  private scheduled = false;

  constructor(
    private readonly sendBatch: (batch: readonly { topic: string; message: RpcOutgoing }[]) => Promise<void>,
    private readonly maxBatch = 500,
  ) {}

  send(topic: string, message: RpcOutgoing): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ topic, message, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.flushing) {
      return;
    }
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          await this.sendBatch(batch);
          batch.forEach((pending) => pending.resolve());
        } catch (error) {
          batch.forEach((pending) => pending.reject(error));
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
