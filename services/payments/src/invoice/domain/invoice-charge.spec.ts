import { chargeOfPaidInvoice } from './invoice-charge.js';

describe('chargeOfPaidInvoice', () => {
  it('takes the latest charge of the paid PaymentIntent', () => {
    expect(
      chargeOfPaidInvoice({
        payments: {
          data: [
            {
              status: 'canceled',
              payment: { type: 'payment_intent', payment_intent: { id: 'pi_old', latest_charge: 'ch_old' } },
            },
            {
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: { id: 'pi_1', latest_charge: { id: 'ch_1' } } },
            },
          ],
        },
      }),
    ).toBe('ch_1');
  });

  it('takes a payment that is a charge itself (ACH debits are py_)', () => {
    expect(
      chargeOfPaidInvoice({ payments: { data: [{ status: 'paid', payment: { type: 'charge', charge: 'py_9' } }] } }),
    ).toBe('py_9');
  });

  it('finds none when the payments are not expanded, missing, or name no charge', () => {
    expect(chargeOfPaidInvoice({})).toBeUndefined();
    expect(
      chargeOfPaidInvoice({
        payments: { data: [{ status: 'paid', payment: { type: 'payment_intent', payment_intent: 'pi_1' } }] },
      }),
    ).toBeUndefined();
    expect(
      chargeOfPaidInvoice({
        payments: {
          data: [
            {
              status: 'paid',
              payment: { type: 'payment_intent', payment_intent: { id: 'pi_1', latest_charge: null } },
            },
          ],
        },
      }),
    ).toBeUndefined();
  });
});
