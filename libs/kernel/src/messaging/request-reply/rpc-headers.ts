/*
 * The headers of the kernel's request/reply over Kafka (docs/architecture.md, "Request/reply"). A request
 * says where its reply goes and until when it is worth answering; a reply names the request it answers.
 */
export const RpcHeaders = {
  /** The pattern asked for (a service's patterns share its request topic). */
  pattern: 'callsheet-rpc-pattern',
  /** The topic the reply goes to (the calling process' reply topic). */
  replyTo: 'callsheet-reply-to',
  /** The calling process: replies are keyed by it, and it keeps only its own. */
  client: 'callsheet-rpc-client',
  /** The request's id, echoed by its reply. */
  requestId: 'callsheet-request-id',
  /** Epoch milliseconds after which the caller no longer waits: the service drops the request unstarted. */
  deadline: 'callsheet-deadline',
} as const;
