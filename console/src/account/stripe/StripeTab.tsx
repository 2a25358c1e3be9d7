import './registerMessages';
import type { ChecklistTab } from './accountChecklist';
import { BillingTab } from './BillingTab';
import { ExternalAccountTab } from './ExternalAccountTab';
import { LegalAccountTab } from './LegalAccountTab';
import { RepresentativeTab } from './RepresentativeTab';

/** The account settings' Stripe tabs, one lazily loaded chunk with their texts (AccountSettings). */
export default function StripeTab({
  tab,
  onOpenTab,
}: {
  tab: 'legal' | 'representative' | 'billing' | 'external';
  onOpenTab: (tab: ChecklistTab) => void;
}) {
  switch (tab) {
    case 'legal':
      return <LegalAccountTab onOpenTab={onOpenTab} />;
    case 'representative':
      return <RepresentativeTab onOpenTab={onOpenTab} />;
    case 'billing':
      return <BillingTab />;
    case 'external':
      return <ExternalAccountTab onOpenTab={onOpenTab} />;
  }
}
