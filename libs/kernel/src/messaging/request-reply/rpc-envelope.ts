import type { ErrorEnvelope } from '../../errors/index.js';

/** Every reply of a request/reply call: the result, or the error envelope (never both). */
export type RpcReply<T = unknown> = { data: T; error?: undefined } | { data?: undefined; error: ErrorEnvelope };
