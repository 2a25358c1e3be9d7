import type { Message, Producer } from 'kafkajs';

interface Pending {
  topic: string;
  message: Message;
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
    private readonly producer: Producer,
    private readonly acks: -1 | 0 | 1,
    private readonly maxBatch = 500,
  ) {}

  send(topic: string, message: Message): Promise<void> {
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
        const byTopic = new Map<string, Message[]>();
        for (const { topic, message } of batch) {
          const messages = byTopic.get(topic) ?? [];
          messages.push(message);
          byTopic.set(topic, messages);
        }
        try {
          await this.producer.sendBatch({
            acks: this.acks,
            topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
          });
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
