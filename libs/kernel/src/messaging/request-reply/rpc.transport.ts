import type { Producer } from '@platformatic/kafka';
import { Kafka } from 'kafkajs';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '../../logging/index.js';
import { kafkaClientConfig } from '../kafka.js';
import { anchorFreshGroup, provisionTopics, REQUEST_REPLY_RETENTION_MS, requestTopic } from '../topics.js';
import { BatchingProducer } from './batching-producer.js';
import type { RpcReply } from './rpc-envelope.js';
import { RpcHeaders } from './rpc-headers.js';
import { header, produce, rpcProducer, RpcSubscription } from './rpc-kafka.js';

export interface RpcTransportOptions {
  /** Who calls (the gateway, a test): names the process' consumer group and client id. */
  name: string;
  brokers: string[];
  logger: Logger;
  /** Where every replica of this caller gets its replies (provisioned if missing). */
  replyTopic: string;
}

export class RpcTimeoutError extends Error {}
export class RpcUnavailableError extends Error {}

interface Waiting {
  resolve: (reply: RpcReply) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * The callers' side of request/reply over Kafka. Each process is its own consumer group on the reply
 * topic and reads all of it, keeping the replies addressed to it (by the client header): a replica
 * joining or leaving never moves another's replies away, so no reply is lost to a rebalance. Requests
 * of the same moment leave in one produce request; each carries its deadline so the service can drop
 * what nobody waits for any more.
 */
export class RpcTransport {
  /** This process among the callers: its consumer group and the address on its requests. */
  readonly clientId: string;
  /** kafkajs, for topic administration only (requests and replies go through rpc-kafka.ts). */
  private readonly kafka: Kafka;
  private readonly waiting = new Map<string, Waiting>();
  private replies: RpcSubscription | undefined;
  private producer: Producer<string, string, string, string> | undefined;
  private requests: BatchingProducer | undefined;

  constructor(private readonly options: RpcTransportOptions) {
    this.clientId = `${options.name}-${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
    this.kafka = new Kafka(kafkaClientConfig(this.clientId, options.brokers, options.logger));
  }

  /** Requests sent and not yet answered or timed out. */
  get inFlight(): number {
    return this.waiting.size;
  }

  async connect(): Promise<void> {
    const { replyTopic } = this.options;
    await provisionTopics(this.kafka, [{ topic: replyTopic, retentionMs: REQUEST_REPLY_RETENTION_MS }]);
    // The group is new: without committed offsets it would skip replies sent before its first fetch.
    await anchorFreshGroup(this.kafka, this.clientId, [replyTopic]);
    // Requests are acknowledged by every in-sync replica: a write request is not lost once sent.
    const producer = rpcProducer(`${this.clientId}-requests`, this.options.brokers, -1);
    this.producer = producer;
    this.requests = new BatchingProducer((batch) => produce(producer, batch));
    // The group is this process' alone and starts at the end each time: nothing to commit.
    this.replies = new RpcSubscription({
      groupId: this.clientId,
      clientId: `${this.clientId}-replies`,
      brokers: this.options.brokers,
      topics: [replyTopic],
      logger: this.options.logger,
    });
    await this.replies.start((message) => {
      if (header(message, RpcHeaders.client) === this.clientId) {
        this.settle(header(message, RpcHeaders.requestId), message.value);
      }
    });
  }

  /**
   * Sends `value` (the request as JSON) to `pattern` and resolves with its reply envelope; rejects with
   * RpcTimeoutError after `timeoutMs`, or RpcUnavailableError if Kafka does not take the request.
   */
  request(
    pattern: string,
    value: string,
    options: { timeoutMs: number; key?: string | null; headers?: Record<string, string> },
  ): Promise<RpcReply> {
    const requests = this.requests;
    if (!requests) {
      return Promise.reject(new RpcUnavailableError('the request/reply transport is not connected'));
    }
    const requestId = randomUUID();
    const deadline = Date.now() + options.timeoutMs;
    return new Promise<RpcReply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(requestId);
        reject(new RpcTimeoutError(`no reply to ${pattern} within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      this.waiting.set(requestId, { resolve, reject, timer });
      requests
        .send(requestTopic(pattern), {
          key: options.key ?? null,
          value,
          headers: {
            ...options.headers,
            [RpcHeaders.pattern]: pattern,
            [RpcHeaders.replyTo]: this.options.replyTopic,
            [RpcHeaders.client]: this.clientId,
            [RpcHeaders.requestId]: requestId,
            [RpcHeaders.deadline]: String(deadline),
          },
        })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          this.fail(requestId, new RpcUnavailableError(reason));
        });
    });
  }

  async close(): Promise<void> {
    for (const requestId of [...this.waiting.keys()]) {
      this.fail(requestId, new RpcUnavailableError('the caller is shutting down'));
    }
    await this.replies?.close();
    await this.producer?.close();
    // The group was this process' alone: leave no trace of it on the broker.
    const admin = this.kafka.admin();
    try {
      await admin.connect();
      await admin.deleteGroups([this.clientId]);
    } catch {
      // The broker forgets an empty group's offsets after its retention anyway.
    } finally {
      await admin.disconnect();
    }
  }

  private settle(requestId: string | undefined, value: string | undefined): void {
    const waiting = requestId ? this.waiting.get(requestId) : undefined;
    if (!waiting || !requestId) {
      return; // answered after its timeout, or by a service that replied twice
    }
    this.waiting.delete(requestId);
    clearTimeout(waiting.timer);
    try {
      waiting.resolve(JSON.parse(value || 'null') as RpcReply);
    } catch (error) {
      waiting.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private fail(requestId: string, error: Error): void {
    const waiting = this.waiting.get(requestId);
    if (waiting) {
      this.waiting.delete(requestId);
      clearTimeout(waiting.timer);
      waiting.reject(error);
    }
  }
}
