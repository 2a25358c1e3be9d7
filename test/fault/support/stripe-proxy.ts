import { waitFor } from '@callsheet/testing';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** One request payments made to Stripe, as the proxy saw it. */
export interface StripeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  /** False when the caller was gone (killed) before the request was let through: Stripe never saw it. */
  forwarded: boolean;
}

export interface Hold {
  /** Resolves when the first matching request is being held. */
  reached(): Promise<void>;
  /** Lets the held requests through (those whose caller died are dropped) and stops holding. */
  release(): void;
}

interface ActiveHold {
  match: (call: StripeCall) => boolean;
  held: (() => void)[];
  released: boolean;
}

/**
 * A proxy between payments and stripe-mock that records every Stripe request with its idempotency key
 * (Stripe applies a write once per key: distinct keys are distinct effects at Stripe) and can hold
 * matching requests, so that a fault lands exactly while payments waits for Stripe, as with a slow
 * Stripe API.
 */
export class StripeProxy {
  readonly calls: StripeCall[] = [];
  private readonly holds: ActiveHold[] = [];
  private server: Server | undefined;

  constructor(
    private readonly port: number,
    private readonly target: URL,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const hold of this.holds) {
      hold.released = true;
      hold.held.splice(0).forEach((go) => go());
    }
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  hold(match: (call: StripeCall) => boolean): Hold {
    const hold: ActiveHold = { match, held: [], released: false };
    this.holds.push(hold);
    return {
      reached: async () => {
        await waitFor('a Stripe request to be held', () => (hold.held.length > 0 ? true : undefined), {
          timeoutMs: 60_000,
        });
      },
      release: () => {
        hold.released = true;
        hold.held.splice(0).forEach((go) => go());
        this.holds.splice(this.holds.indexOf(hold), 1);
      },
    };
  }

  /** Calls made from this point on (an index into calls). */
  mark(): number {
    return this.calls.length;
  }

  /** The distinct idempotency keys of forwarded writes whose path matches, since a mark. */
  keys(method: string, path: RegExp, since = 0): string[] {
    return [
      ...new Set(
        this.calls
          .slice(since)
          .filter((call) => call.forwarded && call.method === method && path.test(call.path))
          .map((call) => call.idempotencyKey ?? '(none)'),
      ),
    ];
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) {
      chunks.push(chunk as Buffer);
    }
    const body = Buffer.concat(chunks);
    const key = req.headers['idempotency-key'];
    const call: StripeCall = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      idempotencyKey: Array.isArray(key) ? key[0] : key,
      forwarded: false,
    };
    this.calls.push(call);
    let gone = false;
    res.on('close', () => {
      if (!res.writableFinished) {
        gone = true;
      }
    });
    const hold = this.holds.find((candidate) => !candidate.released && candidate.match(call));
    if (hold) {
      await new Promise<void>((resolve) => hold.held.push(resolve));
    }
    if (gone || res.destroyed) {
      return;
    }
    call.forwarded = true;
    const upstream = request(
      {
        host: this.target.hostname,
        port: this.target.port,
        method: call.method,
        path: call.path,
        headers: { ...req.headers, host: this.target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
      }
      res.end(JSON.stringify({ error: { type: 'api_error', message: `proxy: ${error.message}` } }));
    });
    upstream.end(body);
  }
}
