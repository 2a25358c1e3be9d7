/** Codes of the operators' routes (/ops: queues, topics, dead letters), answered by the gateway itself. */
export enum OpsErrorCode {
  /** No BullMQ queue of this name is watched (404); args[0] is the name. */
  QueueNotFound = 'queueNotFound',
  /** No job of this id in the queue (404); args[0] is the id. */
  JobNotFound = 'jobNotFound',
  /** Only a failed job can be retried (409); args[0] is the job's state now. */
  JobNotFailed = 'jobNotFailed',
  /** A job a worker is processing cannot be removed (409). */
  JobActive = 'jobActive',
  /** No such Kafka topic, or it has no dead-letter topic (404); args[0] is the name. */
  TopicNotFound = 'topicNotFound',
  /** The dead-letter topic holds no message at this partition and offset (404). */
  DeadLetterNotFound = 'deadLetterNotFound',
  /** This dead letter was replayed already; it is never replayed twice (409). */
  DeadLetterAlreadyReplayed = 'deadLetterAlreadyReplayed',
}
