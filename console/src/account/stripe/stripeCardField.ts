import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { createElement, useEffect } from 'react';
import { stripeFor } from './stripeJs';

/*
 * Stripe Elements' card field, in a chunk of its own that imports nothing but React, Stripe's packages
 * and the leaf stripeJs.ts: Stripe.js (js.stripe.com) loads only when the Billing tab shows the card
 * form, never on /login, and the chunk leaves the console's shared chunks as they are (the /login
 * budget: written with createElement rather than JSX, as importing react/jsx-runtime from here would
 * split that module out of the chunk /login loads). The card number never reaches our servers: the
 * browser confirms the SetupIntent with Stripe.
 */
export interface CardField {
  /** Confirms the SetupIntent with the typed card: the payment method (pm_...) or Stripe's message. */
  confirmSetup: (clientSecret: string) => Promise<{ paymentMethod: string } | { error: string }>;
  clear: () => void;
}

export interface CardFieldProps {
  publishableKey: string;
  color: string;
  onChange: (state: { complete: boolean; error?: string }) => void;
  onReady: (field: CardField | undefined) => void;
  onLoadFailed: () => void;
}

function Field({ color, onChange, onReady }: Omit<CardFieldProps, 'publishableKey' | 'onLoadFailed'>) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) {
      onReady(undefined);
      return;
    }
    onReady({
      confirmSetup: async (clientSecret) => {
        const card = elements.getElement(CardElement);
        if (!card) {
          return { error: 'The card field is not ready.' };
        }
        const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
        if (result.error) {
          return { error: result.error.message ?? result.error.type };
        }
        const method = result.setupIntent.payment_method;
        return { paymentMethod: typeof method === 'string' ? method : (method?.id ?? '') };
      },
      clear: () => elements.getElement(CardElement)?.clear(),
    });
  }, [stripe, elements, onReady]);
  return createElement(CardElement, {
    options: { hidePostalCode: true, style: { base: { color, fontSize: '16px' } } },
    onChange: (event) => onChange({ complete: event.complete, error: event.error?.message }),
  });
}

export default function StripeCardField({ publishableKey, onLoadFailed, ...props }: CardFieldProps) {
  const stripe = stripeFor(publishableKey);
  useEffect(() => {
    void stripe.then((loaded) => {
      if (loaded === null) {
        onLoadFailed();
      }
    });
  }, [stripe, onLoadFailed]);
  return createElement(Elements, { stripe }, createElement(Field, props));
}
