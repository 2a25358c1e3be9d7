export const KAFKA_CLIENT = Symbol('KafkaClient');
