import { KernelException } from '@callsheet/kernel';
import { ValidationPipe, type ValidationError } from '@nestjs/common';

/**
 * Checks request bodies against their DTO classes (types and shapes; the services own the business
 * rules) and answers the first problem as `validationFailed` naming the field.
 */
export function requestValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidNonWhitelisted: true,
    exceptionFactory: (errors: ValidationError[]) => {
      const first = firstLeaf(errors);
      const message = first ? Object.values(first.constraints ?? {})[0] : undefined;
      return KernelException.validation(first?.property ?? 'body', message ?? 'The request body is not valid.');
    },
  });
}

function firstLeaf(errors: ValidationError[]): ValidationError | undefined {
  for (const error of errors) {
    if (error.constraints) {
      return error;
    }
    const nested = firstLeaf(error.children ?? []);
    if (nested) {
      return nested;
    }
  }
  return undefined;
}
