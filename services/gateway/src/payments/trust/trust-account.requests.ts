import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';

/** PUT /api/talent/{id}/trust-account: which of the account's bank accounts is the minor's trust account. */
export class MarkTrustAccountRequest {
  @ApiProperty({ description: 'A bank account (ba_…) of the account’s own connected account' })
  @IsString({ message: 'externalAccountId must be a Stripe bank account id (ba_…).' })
  externalAccountId!: string;
}
