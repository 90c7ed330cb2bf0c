import type { CredentialField, Guide } from '@openunified/connector-sdk';
import type { Category } from '@openunified/schemas';
import type { ConnectPageTheme } from '@openunified/store';
import type { ConnectMessage } from '../return/return-to-app.js';
import { html, type SafeHtml, trustedHtml } from './html.js';
import type { MessageCatalogue } from './messages/en.js';
import { pageScript, pageStyles } from './page-assets.js';
import { DEFAULT_LOCALE, directionOf, messagesFor, type PageLocale } from './page-locale.js';

/** A provider as the page shows it. */
export interface ProviderCard {
  key: string;
  name: string;
  /** For the end customer, never the connector's developer description. */
  description: string;
  categoryLabels: string[];
  /** A data: URI shipped with the connector, or null for the letter tile. */
  icon: string | null;
}

/** docs/concepts/connect-flow.md#branding: how the page presents itself; the project's branding over the defaults. */
export interface PageBranding {
  /** Null: the default "OpenUnified Connect" header. */
  displayName: string | null;
  logoUrl: string | null;
  accentColor: string | null;
  supportUrl: string | null;
  /** The application's origins: the pages that may frame this one, and the only targets of its messages. */
  allowedOrigins: readonly string[];
  theme: ConnectPageTheme;
}

export const defaultPageBranding: PageBranding = { displayName: null, logoUrl: null, accentColor: null, supportUrl: null, allowedOrigins: [], theme: 'system' };

const DEFAULT_PAGE_NAME = 'OpenUnified Connect';

export type AuthenticationForm =
  | { type: 'api_key'; key: string; label: string; description: string; fields: CredentialField[]; setupGuide: Guide | null }
  | { type: 'oauth2'; key: string; label: string; description: string };

export interface ProviderChoiceView {
  baseUrl: string;
  token: string;
  ownerName: string;
  providers: ProviderCard[];
}

export interface ProviderFormView {
  baseUrl: string;
  token: string;
  provider: ProviderCard;
  forms: AuthenticationForm[];
  /** Whether the session offers other providers to go back to. */
  canChooseAnother: boolean;
  editing: boolean;
  error?: string;
  /** What the user typed in non-secret fields, to fill the form again after an error. */
  values?: Record<string, string>;
}

export interface OutcomeView {
  succeeded: boolean;
  title: string;
  message: string;
  /** The provider's or our error code, shown small for support requests. */
  code?: string;
  /**
   * Where "Try again" leads. Null: back to the page this browser tab last showed for the link,
   * which only the page's script knows (an OAuth callback carries no session token).
   */
  tryAgainUrl?: string | null;
  /** The application page the session returns to, with the outcome in its query. */
  returnUrl?: string | null;
  /** Posted to the opener or parent window, when there is one, for each of `allowedOrigins`. */
  notify?: ConnectMessage;
  allowedOrigins?: readonly string[];
}

/** Markup for the whole page, with the nonce the Content-Security-Policy allows for its style and script. */
export function renderPage(
  title: string,
  body: SafeHtml,
  nonce: string,
  branding: PageBranding = defaultPageBranding,
  locale: PageLocale = DEFAULT_LOCALE,
): string {
  const t = messagesFor(locale);
  const pageName = branding.displayName ?? DEFAULT_PAGE_NAME;
  const support = branding.supportUrl
    ? html` <a class="support" href="${branding.supportUrl}" rel="noopener" target="_blank">${t.contactSupport(branding.displayName ?? t.supportFallbackName)}</a>`
    : null;
  return html`<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}"${branding.theme === 'system' ? null : html` data-theme="${branding.theme}"`}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} · ${pageName}</title>
<link rel="icon" href="${branding.logoUrl ?? faviconFor(branding.accentColor)}">
<style nonce="${nonce}">${trustedHtml(pageStyles)}${trustedHtml(accentStyles(branding.accentColor))}</style>
</head>
<body>
<main class="shell">
${brandHeader(branding)}
<section class="card" aria-labelledby="page-title">${body}</section>
<footer class="foot">${t.footer}${support}</footer>
</main>
<script nonce="${nonce}">${trustedHtml(pageScript)}</script>
</body>
</html>`.value;
}

function brandHeader(branding: PageBranding): SafeHtml {
  if (branding.displayName === null && branding.logoUrl === null) {
    return html`<header class="brand"><span class="mark" aria-hidden="true">◆</span><span>OpenUnified</span><span class="product">Connect</span></header>`;
  }
  const name = branding.displayName ?? DEFAULT_PAGE_NAME;
  const logo = branding.logoUrl
    ? html`<img class="logo" src="${branding.logoUrl}" alt="" height="28">`
    : html`<span class="mark" aria-hidden="true">${name.charAt(0).toUpperCase()}</span>`;
  return html`<header class="brand branded">${logo}<span>${name}</span></header>`;
}

/** The accent a project chose, for buttons, links and focus rings in both themes; text on it stays readable. */
function accentStyles(accentColor: string | null): string {
  if (accentColor === null || !/^#[0-9a-f]{6}$/i.test(accentColor)) return '';
  const onAccent = relativeLuminance(accentColor) > 0.45 ? '#111418' : '#ffffff';
  return `:root{--accent:${accentColor};--accent-strong:color-mix(in srgb,${accentColor} 82%,#000);--focus:${accentColor};--accent-text:${onAccent}}.brand .mark{background:${accentColor};color:${onAccent}}`;
}

function relativeLuminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The page's own favicon, inline: the diamond of the header in the accent colour. */
function faviconFor(accentColor: string | null): string {
  const fill = accentColor && /^#[0-9a-f]{6}$/i.test(accentColor) ? accentColor : '#3d5afe';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${fill}"/><path d="M16 7l9 9-9 9-9-9z" fill="#fff"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export function providerChoiceBody(view: ProviderChoiceView, t: MessageCatalogue): SafeHtml {
  const items = view.providers.map(
    (provider) => html`<li data-provider-name="${provider.name.toLowerCase()}">
<a class="provider" href="${connectUrl(view.baseUrl, view.token, provider.key)}">${monogram(provider)}<span class="provider-text"><strong>${provider.name}</strong><span class="muted">${provider.categoryLabels.join(' · ')}</span></span><span class="chevron" aria-hidden="true">›</span></a>
</li>`,
  );
  const search =
    view.providers.length > 5
      ? html`<label class="visually-hidden" for="provider-search" hidden>${t.searchProviders}</label><input class="search" type="search" id="provider-search" placeholder="${t.searchProviders}" autocomplete="off" hidden>`
      : null;
  return html`<h1 id="page-title">${t.choosePageTitle}</h1>
<p class="lead">${t.chooseLead(view.ownerName)}</p>
${search}
<ul class="providers">${items}</ul>
${search ? html`<p class="muted no-match" id="no-match" role="status" aria-live="polite" hidden>${t.noProviderMatches}</p>` : null}`;
}

export function noProvidersBody(t: MessageCatalogue): SafeHtml {
  return html`<h1 id="page-title">${t.nothingTitle}</h1>
<p class="lead">${t.nothingLead}</p>`;
}

export function providerFormBody(view: ProviderFormView, t: MessageCatalogue): SafeHtml {
  // The arrow points back in the reading direction: it flips with the page in right-to-left languages.
  const back = view.canChooseAnother
    ? html`<a class="back" href="${connectUrl(view.baseUrl, view.token)}"><span class="back-arrow" aria-hidden="true">←</span> ${t.allServices}</a>`
    : null;
  const editing = view.editing ? html`<p class="note">${t.renewing}</p>` : null;
  const error = view.error ? html`<div class="alert" role="alert"><strong>${t.couldNotConnect(view.provider.name)}</strong>${view.error}</div>` : null;
  const forms = view.forms.map((form, index) => html`${index > 0 ? html`<div class="divider">${t.or}</div>` : null}${authenticationForm(view, form, t)}`);
  return html`${back}
<div class="provider-head">${monogram(view.provider)}<div><h1 id="page-title">${t.connectProvider(view.provider.name)}</h1><p class="muted">${view.provider.description}</p></div></div>
${editing}${error}${forms}`;
}

export function outcomeBody(view: OutcomeView, t: MessageCatalogue): SafeHtml {
  const code = view.code ? html`<p class="muted">${t.errorCode} <span class="code">${view.code}</span></p>` : null;
  const actions = [
    !view.succeeded && view.tryAgainUrl !== undefined
      ? view.tryAgainUrl === null
        ? html`<a class="button" data-try-again hidden>${t.tryAgain}</a>`
        : html`<a class="button" href="${view.tryAgainUrl}">${t.tryAgain}</a>`
      : null,
    view.returnUrl ? html`<a class="${view.succeeded ? 'button primary-link' : 'button'}" href="${view.returnUrl}">${t.backToApplication}</a>` : null,
  ].filter((action) => action !== null);
  const result =
    view.notify && view.allowedOrigins && view.allowedOrigins.length > 0
      ? html`<div hidden id="connect-result" data-message="${JSON.stringify(view.notify)}" data-origins="${JSON.stringify(view.allowedOrigins)}"></div>`
      : null;
  return html`<div class="result ${view.succeeded ? 'success' : 'failure'}" role="status">
<div class="icon" aria-hidden="true">${view.succeeded ? '✓' : '!'}</div>
<h1 id="page-title">${view.title}</h1>
<p>${view.message}</p>${code}
${actions.length > 0 ? html`<p class="actions">${actions}</p>` : null}
</div>${result}`;
}

function authenticationForm(view: ProviderFormView, form: AuthenticationForm, t: MessageCatalogue): SafeHtml {
  const hidden = html`<input type="hidden" name="token" value="${view.token}"><input type="hidden" name="provider" value="${view.provider.key}"><input type="hidden" name="method" value="${form.key}"><input type="hidden" name="embedded" value="" data-embedded>`;
  if (form.type === 'oauth2') {
    return html`<form method="post" action="${view.baseUrl}/connect/oauth/start" data-busy-label="${t.redirecting}">${hidden}
<button class="primary" type="submit">${t.continueWith(view.provider.name)}</button>
<p class="help">${form.description || t.oauthHelp(view.provider.name)}</p>
</form>`;
  }
  const fields = form.fields.map((field) => credentialField(form.key, field, view.values?.[field.key], t));
  return html`<form method="post" action="${view.baseUrl}/connect/api-key" data-busy-label="${t.verifying}">${hidden}
${form.description ? html`<p class="muted">${form.description}</p>` : null}
${fields}
<button class="primary" type="submit">${t.connect}</button>
</form>
${setupGuide(form.setupGuide, t)}`;
}

function credentialField(methodKey: string, field: CredentialField, value: string | undefined, t: MessageCatalogue): SafeHtml {
  const id = `field-${methodKey}-${field.key}`;
  const helpId = `${id}-help`;
  const reveal = field.secret
    ? html`<button class="secondary" type="button" data-reveal aria-controls="${id}" aria-pressed="false" data-show-label="${t.show}" data-hide-label="${t.hide}" hidden>${t.show}</button>`
    : null;
  return html`<div class="field">
<label for="${id}">${field.label}${field.optional ? html` <span class="optional">${t.optional}</span>` : null}</label>
<div class="input-wrap"><input id="${id}" name="credentials.${field.key}" type="${field.secret ? 'password' : 'text'}" ${field.optional ? null : html`required `}autocomplete="off" spellcheck="false"${field.placeholder ? html` placeholder="${field.placeholder}"` : null}${!field.secret && value ? html` value="${value}"` : null}${field.help ? html` aria-describedby="${helpId}"` : null}>${reveal}</div>
${field.help ? html`<p class="help" id="${helpId}">${field.help}</p>` : null}
</div>`;
}

function setupGuide(guide: Guide | null, t: MessageCatalogue): SafeHtml | null {
  const steps = guide?.sections.flatMap((section) => section.steps) ?? [];
  if (!guide || steps.length === 0) return null;
  return html`<details><summary>${t.whereToFind}</summary>
<ol>${steps.map((step) => html`<li><strong>${step.title}.</strong> ${step.content}</li>`)}</ol>
${guide.warning ? html`<p class="warning">${guide.warning}</p>` : null}
</details>`;
}

/** The provider's own icon shipped with its connector; a coloured letter tile only when there is none. */
function monogram(provider: ProviderCard): SafeHtml {
  if (provider.icon) return html`<img class="monogram provider-icon" src="${provider.icon}" alt="" width="40" height="40">`;
  let hash = 0;
  for (const character of provider.key) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return html`<span class="monogram hue-${hash % 8}" aria-hidden="true">${provider.name.charAt(0).toUpperCase()}</span>`;
}

function connectUrl(baseUrl: string, token: string, provider?: string): string {
  const query = new URLSearchParams({ token, ...(provider && { provider }) });
  return `${baseUrl}/connect?${query}`;
}

export const categoryLabels: Readonly<Record<Category, string>> = {
  ats: 'Applicant tracking',
  hris: 'HRIS',
  'hris-legacy': 'HRIS (legacy)',
  crm: 'CRM',
  iam: 'Identity & access',
  marketing: 'Marketing',
  lms: 'Learning (LMS)',
  vendorone: 'VendorOne',
  documents: 'Documents',
  ticketing: 'Ticketing',
  screening: 'Screening',
  messaging: 'Messaging',
  accounting: 'Accounting',
  scheduling: 'Scheduling',
};
