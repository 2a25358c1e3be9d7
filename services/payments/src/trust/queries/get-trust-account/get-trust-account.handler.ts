import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { TransferRepository } from '../../../transfer/transfer.repository.js';
import { trustAccountNotFound } from '../../domain/trust-account.rules.js';
import { TrustAccountRepository } from '../../trust-account.repository.js';
import { GetTrustAccountQuery, type TrustAccountView } from './get-trust-account.query.js';

@QueryHandler(GetTrustAccountQuery)
export class GetTrustAccountHandler implements IQueryHandler<GetTrustAccountQuery, TrustAccountView> {
  constructor(
    private readonly trustAccounts: TrustAccountRepository,
    private readonly transfers: TransferRepository,
  ) {}

  async execute({ accountId, talentId }: GetTrustAccountQuery): Promise<TrustAccountView> {
    const trust = await this.trustAccounts.findOwn(accountId, talentId);
    if (!trust) {
      throw trustAccountNotFound(talentId);
    }
    return { trust, unsent: await this.transfers.trustUnsentTotals(talentId) };
  }
}
