import { expect, it } from 'vitest';
import { defaultPageBranding, outcomeBody, providerChoiceBody, providerFormBody, renderPage } from './connect-page-views.js';
import { html } from './html.js';
import { messagesFor } from './page-locale.js';

const en = messagesFor('en');
const providers = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'].map((name) => ({
  key: name.toLowerCase(),
  name,
  description: `Connect ${name}.`,
  categoryLabels: ['HRIS'],
  icon: null,
}));

it('sets the language, direction and forced theme on the root element', () => {
  expect(renderPage('Title', html`<p>x</p>`, 'nonce', defaultPageBranding)).toContain('<html lang="en" dir="ltr">');
  const dark = renderPage('Title', html`<p>x</p>`, 'nonce', { ...defaultPageBranding, theme: 'dark' }, 'de');
  expect(dark).toContain('<html lang="de" dir="ltr" data-theme="dark">');
  expect(dark).toContain('Zugangsdaten werden verschlüsselt gespeichert');
});

it('has a "no provider matches" message for the search to reveal, in the page language', () => {
  const choice = providerChoiceBody({ baseUrl: 'https://connect.test', token: 'tok', ownerName: 'Acme', providers }, messagesFor('fr')).value;
  expect(choice).toContain('id="provider-search"');
  expect(choice).toMatch(
    /<p class="muted no-match" id="no-match" role="status" aria-live="polite" hidden>Aucun service ne correspond à votre recherche\.<\/p>/,
  );
  const short = providerChoiceBody({ baseUrl: 'https://connect.test', token: 'tok', ownerName: 'Acme', providers: providers.slice(0, 2) }, en).value;
  expect(short).not.toContain('no-match');
});

it('offers Try again on failures, linked when known and revealed by the script otherwise, never on success', () => {
  const known = outcomeBody({ succeeded: false, title: 'Failed', message: 'No.', tryAgainUrl: 'https://connect.test/connect?token=t&provider=p' }, en).value;
  expect(known).toContain('<a class="button" href="https://connect.test/connect?token=t&#38;provider=p">Try again</a>');
  const scripted = outcomeBody({ succeeded: false, title: 'Failed', message: 'No.', tryAgainUrl: null }, messagesFor('es')).value;
  expect(scripted).toContain('<a class="button" data-try-again hidden>Intentar de nuevo</a>');
  expect(outcomeBody({ succeeded: true, title: 'Done', message: 'Yes.', tryAgainUrl: null }, en).value).not.toContain('Try again');
  expect(outcomeBody({ succeeded: false, title: 'Dead link', message: 'No.' }, en).value).not.toContain('Try again');
});

it('carries the message for the opener in attributes that cannot break out of the markup', () => {
  const body = outcomeBody(
    {
      succeeded: false,
      title: 'Failed',
      message: 'No.',
      notify: { type: 'openunified:connect', status: 'error', error_code: '"><script>alert(1)</script>' },
      allowedOrigins: ['https://app.acme.test'],
    },
    en,
  ).value;
  expect(body).not.toContain('<script>');
  const attribute = /data-message="([^"]*)"/.exec(body)?.[1] ?? '';
  const decoded = JSON.parse(attribute.replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code))));
  expect(decoded).toEqual({ type: 'openunified:connect', status: 'error', error_code: '"><script>alert(1)</script>' });
  // Without allowed origins there is nobody to tell.
  expect(outcomeBody({ succeeded: true, title: 'Done', message: 'Yes.', notify: { type: 'openunified:connect', status: 'success' } }, en).value).not.toContain(
    'connect-result',
  );
});

it('labels the secret reveal button in the page language for the script to toggle', () => {
  const form = providerFormBody(
    {
      baseUrl: 'https://connect.test',
      token: 'tok',
      provider: providers[0]!,
      forms: [
        {
          type: 'api_key',
          key: 'api_key',
          label: 'API key',
          description: '',
          fields: [{ key: 'api_key', label: 'API key', secret: true } as never],
          setupGuide: null,
        },
      ],
      canChooseAnother: true,
      editing: false,
    },
    messagesFor('de'),
  ).value;
  expect(form).toContain('data-show-label="Anzeigen" data-hide-label="Verbergen" hidden>Anzeigen</button>');
  expect(form).toContain('<input type="hidden" name="embedded" value="" data-embedded>');
  expect(form).toContain('Alle Dienste');
});
