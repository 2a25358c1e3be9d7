import { Query } from '@nestjs/cqrs';

export interface InviteSummary {
  accountName: string;
  role: string;
  email: string;
  expiresAt: Date;
}

/** What an invitation offers, for the page that shows the link (no sign-in needed). */
export class GetInviteInfoQuery extends Query<InviteSummary> {
  constructor(readonly token: string) {
    super();
  }
}
