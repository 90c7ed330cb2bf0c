// What a test of a server-rendered page needs without a browser: fetch a page, read its forms and
// text, submit a form as a browser would. No redirect is followed, so each hop can be asserted.

export interface Page {
  status: number;
  url: string;
  html: string;
  headers: Headers;
}

/** GET without following redirects. */
export async function getPage(url: string): Promise<Page> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, url, html: await response.text(), headers: response.headers };
}

/** Submits a form as a browser would (URL-encoded, no redirect followed). */
export async function submitForm(url: string, fields: Record<string, string>): Promise<Page> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, url, html: await response.text(), headers: response.headers };
}

export interface ParsedForm {
  /** Absolute, resolved against the page URL. */
  action: string;
  /** Every named input with its value (hidden ones included). */
  fields: Record<string, string>;
}

/** The page's forms in order, read from its HTML. */
export function formsOf(page: Page): ParsedForm[] {
  return [...page.html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attributes = '', content = '']) => ({
    action: new URL(attributeOf(attributes, 'action') ?? '', page.url).toString(),
    fields: Object.fromEntries(
      [...content.matchAll(/<input\b([^>]*)>/g)].flatMap(([, inputAttributes = '']) => {
        const name = attributeOf(inputAttributes, 'name');
        return name === undefined ? [] : [[name, attributeOf(inputAttributes, 'value') ?? '']];
      }),
    ),
  }));
}

/** The one form posting to a URL ending in `actionSuffix`. */
export function formPostingTo(page: Page, actionSuffix: string): ParsedForm {
  const form = formsOf(page).find((candidate) => new URL(candidate.action).pathname.endsWith(actionSuffix));
  if (!form) throw new Error(`no form posting to ${actionSuffix} on ${page.url} (status ${page.status})`);
  return form;
}

/** The page's visible text, roughly: tags dropped, entities decoded. */
export function textOf(page: Page): string {
  return decodeEntities(page.html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function attributeOf(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes);
  return match ? decodeEntities(match[1]!) : undefined;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

/**
 * The whole OAuth round trip a browser makes from the connect page: start, the provider's consent
 * screen (an emulator's, with its one decision form), the decision, and the callback. Returns the
 * authorization URL the connect page sent the browser to, and the callback's page.
 */
export async function linkThroughOAuthConsent(authLinkUrl: string, decision: 'allow' | 'deny' = 'allow'): Promise<{ authorizationUrl: URL; result: Page }> {
  const connectPage = await getPage(authLinkUrl);
  const start = formPostingTo(connectPage, '/connect/oauth/start');
  const redirect = await submitForm(start.action, start.fields);
  if (redirect.status !== 303) throw new Error(`starting OAuth answered ${redirect.status}: ${textOf(redirect)}`);
  const authorizationUrl = new URL(redirect.headers.get('location')!);
  const consent = await getPage(authorizationUrl.toString());
  const [decisionForm] = formsOf(consent);
  if (!decisionForm) throw new Error(`the consent screen has no form: ${textOf(consent)}`);
  const back = await submitForm(decisionForm.action, { ...decisionForm.fields, decision });
  if (back.status !== 302) throw new Error(`the consent decision answered ${back.status}: ${textOf(back)}`);
  return { authorizationUrl, result: await getPage(back.headers.get('location')!) };
}
