import type { Page } from '@playwright/test';

/*
 * Stripe.js for the browser tests: the machine has no internet, so https://js.stripe.com is answered
 * by the small script below, and https://api.stripe.com by stripe-mock (scripts/infra). The console
 * loads it exactly as it would load Stripe's (a <script> from js.stripe.com under the page's CSP), and
 * the script calls api.stripe.com as Stripe.js does, so the CSP's script-src and connect-src are
 * exercised too. It implements only what the console calls: Stripe(key), elements().create('card'),
 * getElement, the element's mount/on/off/update/clear/destroy, confirmCardSetup (a PaymentMethod
 * from the typed card, then the SetupIntent's confirm), and createToken('bank_account', data) (POST
 * /v1/tokens with bank_account[...], as Stripe.js sends it). The card field is three plain inputs in
 * place of Stripe's iframe, checking the number with Luhn as Stripe's field does.
 *
 * stripe-mock answers every POST /v1/tokens with its one token fixture: a tok_... of type card (Stripe
 * answers a btok_... of type bank_account). The test Stripe.js passes that answer on as it is, so the
 * console can rely on the token's id only, which is all it sends to our API; Stripe checks the token
 * when the external account is created.
 */
export const FAKE_PUBLISHABLE_KEY = 'pk_test_callsheet_browser_tests';

function stripeMockUrl(): string {
  return `http://127.0.0.1:${process.env.STRIPE_MOCK_PORT ?? '12111'}`;
}

const FAKE_STRIPE_JS = String.raw`
(function () {
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return digits.length >= 12 && sum % 10 === 0;
  }
  function form(fields) {
    return Object.keys(fields).map(function (k) { return encodeURIComponent(k) + '=' + encodeURIComponent(fields[k]); }).join('&');
  }
  function createStripe(key) {
    function call(path, fields) {
      return fetch('https://api.stripe.com/v1' + path, {
        method: 'POST',
        headers: { Authorization: 'Bearer ' + key, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form(fields),
      }).then(function (response) {
        return response.json().then(function (body) {
          return response.ok ? body : Promise.reject(body.error || { message: 'Stripe refused the request' });
        });
      });
    }
    var elements = [];
    function cardElement() {
      var listeners = {};
      var inputs = null;
      var element = {
        _type: 'card',
        mount: function (node) {
          var root = typeof node === 'string' ? document.querySelector(node) : node;
          root.innerHTML = '';
          var box = document.createElement('div');
          box.style.display = 'flex';
          box.style.gap = '8px';
          inputs = [['Card number', '4242 4242 4242 4242', 'cc-number', '16em'], ['Expiry (MM / YY)', 'MM / YY', 'cc-exp', '6em'], ['CVC', 'CVC', 'cc-csc', '4em']].map(function (spec) {
            var input = document.createElement('input');
            input.setAttribute('aria-label', spec[0]);
            input.placeholder = spec[1];
            input.autocomplete = spec[2];
            input.style.width = spec[3];
            input.style.font = 'inherit';
            input.style.color = 'inherit';
            input.style.background = 'transparent';
            input.style.border = 'none';
            input.style.outline = 'none';
            input.addEventListener('input', function () { emit('change', state()); });
            box.appendChild(input);
            return input;
          });
          root.appendChild(box);
          setTimeout(function () { emit('ready', { elementType: 'card' }); }, 0);
        },
        on: function (event, handler) { (listeners[event] = listeners[event] || []).push(handler); return element; },
        off: function (event, handler) { listeners[event] = (listeners[event] || []).filter(function (h) { return h !== handler; }); return element; },
        update: function () {},
        focus: function () { if (inputs) inputs[0].focus(); },
        blur: function () {},
        clear: function () { if (inputs) inputs.forEach(function (input) { input.value = ''; }); emit('change', state()); },
        destroy: function () { inputs = null; listeners = {}; },
        unmount: function () {},
        _values: function () { return inputs ? inputs.map(function (input) { return input.value; }) : ['', '', '']; },
      };
      function emit(event, payload) { (listeners[event] || []).forEach(function (handler) { handler(payload); }); }
      function state() {
        var values = element._values();
        var number = values[0].replace(/\s/g, '');
        var expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values[1]);
        var error;
        if (number.length >= 13 && !luhn(number)) error = { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' };
        return {
          elementType: 'card',
          empty: values.every(function (v) { return v === ''; }),
          complete: luhn(number) && !!expiry && /^\d{3,4}$/.test(values[2]),
          error: error,
        };
      }
      return element;
    }
    function unsupported() { return Promise.resolve({ error: { type: 'invalid_request_error', message: 'Not in the browser tests\' Stripe.js' } }); }
    return {
      version: 'endive',
      elements: function () {
        return {
          create: function (type) {
            if (type !== 'card') throw new Error('The test Stripe.js has a card element only, not ' + type);
            var element = cardElement();
            elements.push(element);
            return element;
          },
          // A type name, or react-stripe-js's component (its __elementType), as Stripe.js takes both.
          getElement: function (type) {
            var name = typeof type === 'string' ? type : type && type.__elementType;
            return elements.filter(function (element) { return element._type === name; }).pop() || null;
          },
          update: function () {},
        };
      },
      confirmCardSetup: function (clientSecret, data) {
        var values = data.payment_method.card._values();
        var number = values[0].replace(/\s/g, '');
        var expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values[1]);
        if (!luhn(number) || !expiry) {
          return Promise.resolve({ error: { type: 'validation_error', message: 'Your card number is invalid.' } });
        }
        var intent = clientSecret.split('_secret_')[0];
        return call('/payment_methods', {
          type: 'card',
          'card[number]': number,
          'card[exp_month]': expiry[1],
          'card[exp_year]': '20' + expiry[2],
          'card[cvc]': values[2],
        }).then(function (method) {
          return call('/setup_intents/' + intent + '/confirm', { client_secret: clientSecret, payment_method: method.id });
        }).then(function (setupIntent) {
          return { setupIntent: setupIntent };
        }, function (error) {
          return { error: error };
        });
      },
      createToken: function (type, data) {
        if (type !== 'bank_account') return unsupported();
        var fields = {};
        Object.keys(data || {}).forEach(function (k) { fields['bank_account[' + k + ']'] = data[k]; });
        return call('/tokens', fields).then(function (token) {
          return { token: token };
        }, function (error) {
          return { error: error };
        });
      },
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
    };
  }
  window.Stripe = function (key) { return createStripe(key); };
  window.Stripe.version = 'endive';
})();
`;

/**
 * Serves the test Stripe.js for js.stripe.com, sends api.stripe.com to stripe-mock (with the secret
 * test key stripe-mock wants; Stripe.js itself carries the publishable one), and gives the console a
 * publishable key through its run-time configuration (public/config.js).
 */
export async function useFakeStripe(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const request = route.request();
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'GET, POST',
    };
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: cors });
      return;
    }
    const url = new URL(request.url());
    const response = await route.fetch({
      url: `${stripeMockUrl()}${url.pathname}${url.search}`,
      headers: { ...request.headers(), authorization: 'Bearer sk_test_123' },
    });
    await route.fulfill({
      response,
      headers: { ...response.headers(), ...cors },
    });
  });
  await page.route('**/config.js', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: `globalThis.__CALLSHEET_CONFIG__ = { apiOrigin: '', stripePublishableKey: '${FAKE_PUBLISHABLE_KEY}' };`,
    }),
  );
}
