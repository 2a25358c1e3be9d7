import { ProductionsErrorCode } from '@callsheet/contracts';
import { DomainError } from '@callsheet/kernel';

export class ProductionsException extends DomainError<ProductionsErrorCode> {}
export { ProductionsErrorCode };
