import type { InvoiceItemRecord, InvoiceRecord } from './invoicesApi';

/*
 * An invoice's first line is the deal memo's, written by the payments service in English
 * ("Lighthouse keeper: Tilly Guardian (daily)", services/payments' dealLineDescription). The invoice
 * carries its parts (jobTitle, talentName) and the application its rate type, so the console shows that
 * line in the member's language, as long as it is still the service's text: a description edited in the
 * draft is the member's own words and shows as written. (Stripe's invoice and PDF print the stored text.)
 */

/** The description the payments service gives the deal memo's line. */
export function serviceDealLineText(jobTitle: string, talentName: string, rateType: string): string {
  return `${jobTitle || 'Job'}: ${talentName || 'talent'} (${rateType})`;
}

export interface DealLineParts {
  job: string;
  talent: string;
  rateType: string;
}

/** The deal memo line's parts when the line at `index` is that line as the service wrote it, else undefined. */
export function dealLineParts(
  item: Pick<InvoiceItemRecord, 'description' | 'productId'>,
  index: number,
  invoice: Pick<InvoiceRecord, 'jobTitle' | 'talentName'>,
  rateType: string | undefined,
): DealLineParts | undefined {
  const job = invoice.jobTitle ?? '';
  const talent = invoice.talentName ?? '';
  if (index !== 0 || !rateType || !job || !talent || item.productId) {
    return undefined;
  }
  return item.description === serviceDealLineText(job, talent, rateType) ? { job, talent, rateType } : undefined;
}
