import { describe, expect, it } from 'vitest';
import {
  ADMIN_INVOICE_ACTIONS,
  canEditInvoice,
  INVOICE_ACTIONS,
  INVOICE_DISPLAY_STATUSES,
  invoiceActionRequest,
  offeredInvoiceActions,
} from './invoiceActions';

/*
 * The service's and the gateway's own modules, loaded at run time (their paths are not literal, so the
 * console's type-check does not compile the services' sources): the console's lists are checked against
 * the tables that refuse the calls.
 */
const services = ['..', '..', '..', '..', 'services'].join('/');
const load = (path: string): Promise<unknown> =>
  import(/* @vite-ignore */ new URL(`${services}/${path}`, import.meta.url).href);
interface InvoiceStatusModule {
  INVOICE_STATUSES: readonly string[];
  INVOICE_DISPLAY_STATUSES: readonly string[];
  canApplyInvoiceAction(status: string, action: string): boolean;
}
const statusTable = (await load('payments/src/invoice/domain/invoice-status.ts')) as InvoiceStatusModule;
const views = (await load('payments/src/invoice/invoice.views.ts')) as {
  apiActionsOf(invoice: { status: string }): string[];
};
const access = (await load('gateway/src/access/route-access.ts')) as {
  INVOICE_ADMIN_ACTIONS: readonly string[];
};

const sorted = (list: readonly string[]) => [...list].sort();

describe('the invoice actions offered (the payments service’s state machine, the gateway’s roles)', () => {
  it('knows every action the service answers in some status, and no other', () => {
    const answered = new Set(statusTable.INVOICE_STATUSES.flatMap((status) => views.apiActionsOf({ status })));
    expect(sorted([...answered])).toEqual(sorted(INVOICE_ACTIONS));
  });

  it.each(['draft', 'open', 'paid', 'void', 'uncollectible'])(
    'offers an owner or admin of an invoice that is %s exactly what the service allows',
    (status) => {
      const allowed = views.apiActionsOf({ status });
      for (const role of ['owner', 'admin']) {
        expect(sorted(offeredInvoiceActions(allowed, role))).toEqual(sorted(allowed));
      }
    },
  );

  it('offers a member who is not an owner or admin only what the gateway lets every member do', () => {
    for (const status of statusTable.INVOICE_STATUSES) {
      const allowed = views.apiActionsOf({ status });
      expect(offeredInvoiceActions(allowed, 'user')).toEqual(
        INVOICE_ACTIONS.filter((action) => allowed.includes(action) && !access.INVOICE_ADMIN_ACTIONS.includes(action)),
      );
    }
    expect(sorted(ADMIN_INVOICE_ACTIONS)).toEqual(sorted(access.INVOICE_ADMIN_ACTIONS));
  });

  it('offers editing where the service’s table allows edit, to owners and admins', () => {
    for (const status of statusTable.INVOICE_STATUSES) {
      const allowed = views.apiActionsOf({ status });
      expect(canEditInvoice(allowed, 'owner'), status).toBe(statusTable.canApplyInvoiceAction(status, 'edit'));
      expect(canEditInvoice(allowed, 'user'), status).toBe(false);
    }
  });

  it('offers nothing the answer does not list, whatever the status says', () => {
    expect(offeredInvoiceActions([], 'owner')).toEqual([]);
    expect(offeredInvoiceActions(undefined, 'owner')).toEqual([]);
    expect(offeredInvoiceActions(['finalize', 'launch'], 'owner')).toEqual(['finalize']);
  });

  it('filters on the service’s eight display statuses', () => {
    expect([...INVOICE_DISPLAY_STATUSES]).toEqual([...statusTable.INVOICE_DISPLAY_STATUSES]);
  });

  it('deletes a draft with DELETE and posts every other action to its route', () => {
    expect(invoiceActionRequest('in 1', 'delete')).toEqual({ method: 'DELETE', path: '/api/stripe/invoice/in%201' });
    expect(invoiceActionRequest('in1', 'markPaid')).toEqual({
      method: 'POST',
      path: '/api/stripe/invoice/in1/markPaid',
    });
  });
});
