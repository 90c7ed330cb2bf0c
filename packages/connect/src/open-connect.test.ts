import { expect, it, vi } from 'vitest';
import { type ConnectHost, type MessageEventLike, openConnect } from './open-connect.js';

const PAGE = 'https://connect.acme.test';
const URL_OF_LINK = `${PAGE}/connect?token=ouc_abc`;

/** A fake browser window: records what was opened and lets the test deliver messages and ticks. */
function fakeHost(options: { blockPopups?: boolean } = {}) {
  const listeners = new Set<(event: MessageEventLike) => void>();
  const keyListeners = new Set<(event: { key?: string }) => void>();
  const intervals = new Map<number, () => void>();
  const popup = { closed: false, close: vi.fn(() => (popup.closed = true)), focus: vi.fn() };
  const appended: Array<Record<string, any>> = [];
  const frameWindow = { name: 'frame' };
  const element = (tag: string) => {
    const node: Record<string, any> = {
      tag,
      attributes: {} as Record<string, string>,
      children: [] as unknown[],
      listeners: {} as Record<string, () => void>,
      removed: false,
      textContent: null,
      contentWindow: tag === 'iframe' ? frameWindow : undefined,
      setAttribute: (name: string, value: string) => (node.attributes[name] = value),
      appendChild: (child: unknown) => node.children.push(child),
      remove: () => (node.removed = true),
      addEventListener: (type: string, listener: () => void) => (node.listeners[type] = listener),
    };
    return node;
  };
  let nextInterval = 1;
  const host: ConnectHost = {
    open: vi.fn(() => (options.blockPopups ? null : popup)),
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    setInterval: (handler) => {
      intervals.set(nextInterval, handler);
      return nextInterval++;
    },
    clearInterval: (id) => intervals.delete(id as number),
    document: {
      createElement: element as never,
      body: { appendChild: (child) => appended.push(child as never) },
      addEventListener: (_type, listener) => keyListeners.add(listener),
      removeEventListener: (_type, listener) => keyListeners.delete(listener),
    },
  };
  return {
    host,
    popup,
    frameWindow,
    appended,
    listeners,
    keyListeners,
    intervals,
    post: (data: unknown, origin = PAGE, source: unknown = popup) => {
      for (const listener of [...listeners]) listener({ origin, source, data });
    },
    tick: () => {
      for (const handler of [...intervals.values()]) handler();
    },
  };
}

const callbacks = () => ({ onSuccess: vi.fn(), onCancel: vi.fn(), onError: vi.fn() });

it('opens the link in a popup and reports success once, then closes it and stops listening', () => {
  const fake = fakeHost();
  const on = callbacks();
  openConnect({ url: URL_OF_LINK, ...on }, fake.host);
  expect(fake.host.open).toHaveBeenCalledWith(URL_OF_LINK, 'openunified-connect', expect.stringContaining('popup'));

  fake.post({ type: 'openunified:connect', status: 'success', account_id: 'acc_1' });
  fake.post({ type: 'openunified:connect', status: 'success', account_id: 'acc_2' });
  expect(on.onSuccess).toHaveBeenCalledTimes(1);
  expect(on.onSuccess).toHaveBeenCalledWith({ accountId: 'acc_1' });
  expect(fake.popup.close).toHaveBeenCalled();
  expect(fake.listeners.size).toBe(0);
  expect(fake.intervals.size).toBe(0);
});

it('ignores messages from another origin, another window, or of another shape', () => {
  const fake = fakeHost();
  const on = callbacks();
  openConnect({ url: URL_OF_LINK, ...on }, fake.host);
  fake.post({ type: 'openunified:connect', status: 'success', account_id: 'acc_evil' }, 'https://evil.test');
  fake.post({ type: 'openunified:connect', status: 'success', account_id: 'acc_other' }, PAGE, { other: true });
  fake.post({ type: 'something-else', status: 'success', account_id: 'acc_1' });
  fake.post({ type: 'openunified:connect', status: 'success' });
  fake.post({ type: 'openunified:connect', status: 'weird' });
  fake.post('openunified:connect');
  expect(on.onSuccess).not.toHaveBeenCalled();
  expect(on.onError).not.toHaveBeenCalled();
  expect(fake.listeners.size).toBe(1);
});

it('reports a decline as a cancel and a failure as an error, with the code', () => {
  const declined = fakeHost();
  const onDeclined = callbacks();
  openConnect({ url: URL_OF_LINK, ...onDeclined }, declined.host);
  declined.post({ type: 'openunified:connect', status: 'cancel', error_code: 'access_denied' });
  expect(onDeclined.onCancel).toHaveBeenCalledWith({ errorCode: 'access_denied' });

  const failed = fakeHost();
  const onFailed = callbacks();
  openConnect({ url: URL_OF_LINK, ...onFailed }, failed.host);
  failed.post({ type: 'openunified:connect', status: 'error', error_code: 'invalid_grant' });
  expect(onFailed.onError).toHaveBeenCalledWith({ errorCode: 'invalid_grant' });
  expect(onFailed.onSuccess).not.toHaveBeenCalled();
});

it('reports a popup the customer closed as a cancel, and a blocked popup as an error', () => {
  const fake = fakeHost();
  const on = callbacks();
  openConnect({ url: URL_OF_LINK, ...on }, fake.host);
  fake.tick();
  expect(on.onCancel).not.toHaveBeenCalled();
  fake.popup.closed = true;
  fake.tick();
  expect(on.onCancel).toHaveBeenCalledWith({ errorCode: 'closed' });

  const blocked = fakeHost({ blockPopups: true });
  const onBlocked = callbacks();
  openConnect({ url: URL_OF_LINK, ...onBlocked }, blocked.host);
  expect(onBlocked.onError).toHaveBeenCalledWith({ errorCode: 'popup_blocked' });
  expect(blocked.listeners.size).toBe(0);
});

it('frames the page in a modal dialog, trusts only that frame, and removes the dialog when done', () => {
  const fake = fakeHost();
  const on = callbacks();
  openConnect({ url: URL_OF_LINK, mode: 'modal', ...on }, fake.host);
  expect(fake.host.open).not.toHaveBeenCalled();
  const [overlay] = fake.appended;
  expect(overlay?.attributes).toMatchObject({ role: 'dialog', 'aria-modal': 'true' });
  const frame = overlay?.children[0] as Record<string, any>;
  expect(frame.attributes).toMatchObject({ src: URL_OF_LINK, title: 'Connect an account' });

  fake.post({ type: 'openunified:connect', status: 'success', account_id: 'acc_popup' }, PAGE, fake.popup);
  expect(on.onSuccess).not.toHaveBeenCalled();
  fake.post({ type: 'openunified:connect', status: 'success', account_id: 'acc_modal' }, PAGE, fake.frameWindow);
  expect(on.onSuccess).toHaveBeenCalledWith({ accountId: 'acc_modal' });
  expect(overlay?.removed).toBe(true);
  expect(fake.keyListeners.size).toBe(0);
});

it('lets Escape or the close button dismiss the modal as a cancel, and close() end it silently', () => {
  const fake = fakeHost();
  const on = callbacks();
  openConnect({ url: URL_OF_LINK, mode: 'modal', ...on }, fake.host);
  for (const listener of [...fake.keyListeners]) listener({ key: 'Enter' });
  expect(on.onCancel).not.toHaveBeenCalled();
  for (const listener of [...fake.keyListeners]) listener({ key: 'Escape' });
  expect(on.onCancel).toHaveBeenCalledWith({ errorCode: 'closed' });

  const closing = fakeHost();
  const onClosing = callbacks();
  const handle = openConnect({ url: URL_OF_LINK, mode: 'modal', ...onClosing }, closing.host);
  const closeButton = closing.appended[0]?.children[1] as Record<string, any>;
  closeButton.listeners.click();
  expect(onClosing.onCancel).toHaveBeenCalledTimes(1);

  const silent = fakeHost();
  const onSilent = callbacks();
  openConnect({ url: URL_OF_LINK, ...onSilent }, silent.host).close();
  expect(silent.popup.close).toHaveBeenCalled();
  expect(Object.values(onSilent).every((callback) => callback.mock.calls.length === 0)).toBe(true);
  handle.close();
});
