import { expect, it } from 'vitest';
import { pageScript } from './page-assets.js';

/**
 * The page's script against a small fake of the browser: plain objects standing for the elements
 * it touches, the window it runs in, and the window that opened or frames it.
 */
interface FakeElement {
  hidden: boolean;
  value?: string;
  href?: string;
  attributes: Record<string, string>;
  listeners: Record<string, (event?: unknown) => void>;
  previousElementSibling?: FakeElement;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  addEventListener(type: string, listener: (event?: unknown) => void): void;
}

function element(attributes: Record<string, string> = {}, hidden = false): FakeElement {
  return {
    hidden,
    attributes,
    listeners: {},
    getAttribute(name) {
      return this.attributes[name] ?? null;
    },
    setAttribute(name, value) {
      this.attributes[name] = value;
    },
    addEventListener(type, listener) {
      this.listeners[type] = listener;
    },
  };
}

function runPage(options: {
  bySelector?: Record<string, FakeElement[]>;
  byId?: Record<string, FakeElement>;
  opener?: unknown;
  framed?: boolean;
  search?: string;
  stored?: Record<string, string>;
}) {
  const posted: Array<{ message: unknown; targetOrigin: string }> = [];
  const other = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
  const window: Record<string, unknown> = { opener: options.opener === undefined ? null : other };
  window.parent = options.framed ? other : window;
  const storage = { ...options.stored };
  const document = {
    querySelectorAll: (selector: string) => options.bySelector?.[selector] ?? [],
    getElementById: (id: string) => options.byId?.[id] ?? null,
  };
  const location = { search: options.search ?? '', href: `https://connect.test/connect${options.search ?? ''}` };
  const sessionStorage = { getItem: (key: string) => storage[key] ?? null, setItem: (key: string, value: string) => (storage[key] = value) };
  new Function('window', 'document', 'location', 'sessionStorage', pageScript)(window, document, location, sessionStorage);
  return { posted, storage };
}

const resultElement = (message: object, origins: string[]) =>
  element({ 'data-message': JSON.stringify(message), 'data-origins': JSON.stringify(origins) }, true);

it('posts the outcome to the opener for each allowed origin, never to any origin', () => {
  const message = { type: 'openunified:connect', status: 'success', account_id: 'acc_1' };
  const { posted } = runPage({ opener: true, byId: { 'connect-result': resultElement(message, ['https://app.acme.test', 'http://localhost:3000']) } });
  expect(posted).toEqual([
    { message, targetOrigin: 'https://app.acme.test' },
    { message, targetOrigin: 'http://localhost:3000' },
  ]);
  expect(posted.map((post) => post.targetOrigin)).not.toContain('*');
});

it('posts to the parent when framed, and to nobody in a plain tab', () => {
  const message = { type: 'openunified:connect', status: 'cancel', error_code: 'access_denied' };
  expect(runPage({ framed: true, byId: { 'connect-result': resultElement(message, ['https://app.acme.test']) } }).posted).toHaveLength(1);
  expect(runPage({ byId: { 'connect-result': resultElement(message, ['https://app.acme.test']) } }).posted).toEqual([]);
});

it('tells the server a form was sent from a popup or a frame', () => {
  const popupField = element({}, true);
  runPage({ opener: true, bySelector: { '[data-embedded]': [popupField] } });
  expect(popupField.value).toBe('1');
  const tabField = element({}, true);
  runPage({ bySelector: { '[data-embedded]': [tabField] } });
  expect(tabField.value).toBe('');
});

it('remembers the link in this tab and reveals Try again pointing back to it', () => {
  const { storage } = runPage({ search: '?token=tok&provider=bamboohr' });
  expect(Object.values(storage)).toEqual(['https://connect.test/connect?token=tok&provider=bamboohr']);
  const tryAgain = element({ 'data-try-again': '' }, true);
  runPage({ stored: storage, bySelector: { '[data-try-again]': [tryAgain] } });
  expect(tryAgain).toMatchObject({ hidden: false, href: 'https://connect.test/connect?token=tok&provider=bamboohr' });
  const nowhere = element({ 'data-try-again': '' }, true);
  runPage({ bySelector: { '[data-try-again]': [nowhere] } });
  expect(nowhere.hidden).toBe(true);
});

it('says "No provider matches" when the search filters every provider out', () => {
  const items = ['bamboohr', 'google drive'].map((name) => element({ 'data-provider-name': name }));
  const search = element({}, true);
  search.previousElementSibling = element({}, true);
  const noMatch = element({}, true);
  runPage({ byId: { 'provider-search': search, 'no-match': noMatch }, bySelector: { '[data-provider-name]': items } });
  expect(search.hidden).toBe(false);

  search.value = 'zzz';
  search.listeners.input!();
  expect(items.every((item) => item.hidden)).toBe(true);
  expect(noMatch.hidden).toBe(false);

  search.value = 'goo';
  search.listeners.input!();
  expect(items.map((item) => item.hidden)).toEqual([true, false]);
  expect(noMatch.hidden).toBe(true);
});
