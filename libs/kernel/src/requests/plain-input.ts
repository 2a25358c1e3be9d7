/**
 * A decoded protobuf message as plain input for domain rules: the same fields without the
 * `$typeName` marks protobuf-es puts on every nested message (rules treat a group holding any
 * non-blank value as filled in, and a type name is not blank).
 */
export function plainInput<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map((item: unknown) => plainInput(item)) as T;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Uint8Array)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== '$typeName')
        .map(([key, item]) => [key, plainInput(item)]),
    ) as T;
  }
  return value;
}
