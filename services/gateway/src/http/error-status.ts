import { KernelErrorCode } from '@callsheet/kernel';

/**
 * The HTTP status of every error code a client can receive. Each module's code enum gets its own
 * exhaustive switch here as the services grow; a code no switch knows is a bug and answers 500.
 */
export function httpStatusOf(code: string): number {
  if (isKernelCode(code)) {
    return kernelStatus(code);
  }
  return 500;
}

function kernelStatus(code: KernelErrorCode): number {
  switch (code) {
    case KernelErrorCode.ValidationFailed:
    case KernelErrorCode.MalformedRequest:
      return 400;
    case KernelErrorCode.Unauthorized:
      return 401;
    case KernelErrorCode.RouteNotFound:
      return 404;
    case KernelErrorCode.Internal:
      return 500;
    case KernelErrorCode.UpstreamUnavailable:
      return 503;
    case KernelErrorCode.UpstreamTimeout:
      return 504;
    default:
      return assertUnreachable(code);
  }
}

const kernelCodes = new Set<string>(Object.values(KernelErrorCode));

function isKernelCode(code: string): code is KernelErrorCode {
  return kernelCodes.has(code);
}

export function assertUnreachable(value: never): never {
  throw new Error(`Unhandled error code ${String(value)}`);
}
