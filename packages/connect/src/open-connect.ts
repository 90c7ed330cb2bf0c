import { type ConnectMessage, isConnectMessage } from './connect-message.js';

export interface ConnectSuccess {
  accountId: string;
}

export interface ConnectFailure {
  /** The page's code (`access_denied` when the customer declined), `closed` when the window was closed, `popup_blocked`. */
  errorCode: string;
}

export interface OpenConnectOptions {
  /** The session's `auth_link_url`. */
  url: string;
  /** A popup window (default; OAuth providers refuse frames), or a modal dialog framing the page. */
  mode?: 'popup' | 'modal';
  onSuccess?: (result: ConnectSuccess) => void;
  /** The customer declined at the provider or closed the window. */
  onCancel?: (result: ConnectFailure) => void;
  onError?: (result: ConnectFailure) => void;
}

export interface ConnectHandle {
  /** Closes the popup or modal without reporting anything. */
  close(): void;
}

/** The parts of `window` this module uses; tests pass a fake. */
export interface ConnectHost {
  open(url: string, target: string, features: string): WindowProxyLike | null;
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEventLike) => void): void;
  setInterval(handler: () => void, milliseconds: number): unknown;
  clearInterval(id: unknown): void;
  document?: DocumentLike;
}

export interface WindowProxyLike {
  closed: boolean;
  close(): void;
  focus?(): void;
}

export interface MessageEventLike {
  origin: string;
  source: unknown;
  data: unknown;
}

interface ElementLike {
  setAttribute(name: string, value: string): void;
  appendChild(child: ElementLike): unknown;
  remove(): void;
  addEventListener(type: string, listener: (event: { key?: string }) => void): void;
  textContent: string | null;
  contentWindow?: unknown;
}

export interface DocumentLike {
  createElement(tag: string): ElementLike;
  body: { appendChild(child: ElementLike): unknown };
  addEventListener(type: 'keydown', listener: (event: { key?: string }) => void): void;
  removeEventListener(type: 'keydown', listener: (event: { key?: string }) => void): void;
}

const POPUP_FEATURES = 'popup,width=480,height=720';
const CLOSED_POLL_MS = 500;

/**
 * Opens the hosted connect page and calls back once it reports how the connection ended.
 * Messages count only from the page's own origin and from the window this call opened.
 */
export function openConnect(options: OpenConnectOptions, host: ConnectHost = window as unknown as ConnectHost): ConnectHandle {
  const pageOrigin = new URL(options.url).origin;
  let finished = false;
  let source: unknown;
  let cleanup: () => void = () => {};

  const finish = (report: () => void) => {
    if (finished) return;
    finished = true;
    host.removeEventListener('message', onMessage);
    cleanup();
    report();
  };

  const onMessage = (event: MessageEventLike) => {
    if (event.origin !== pageOrigin || event.source !== source || !isConnectMessage(event.data)) return;
    const message: ConnectMessage = event.data;
    if (message.status === 'success') finish(() => options.onSuccess?.({ accountId: message.account_id as string }));
    else if (message.status === 'cancel') finish(() => options.onCancel?.({ errorCode: message.error_code ?? 'cancelled' }));
    else finish(() => options.onError?.({ errorCode: message.error_code ?? 'unknown_error' }));
  };

  host.addEventListener('message', onMessage);
  if ((options.mode ?? 'popup') === 'popup') {
    const popup = host.open(options.url, 'openunified-connect', POPUP_FEATURES);
    if (!popup) {
      finish(() => options.onError?.({ errorCode: 'popup_blocked' }));
      return { close: () => {} };
    }
    popup.focus?.();
    source = popup;
    // A closed window sends nothing: notice it, and report a cancel.
    const poll = host.setInterval(() => {
      if (popup.closed) finish(() => options.onCancel?.({ errorCode: 'closed' }));
    }, CLOSED_POLL_MS);
    cleanup = () => {
      host.clearInterval(poll);
      if (!popup.closed) popup.close();
    };
  } else {
    const modal = openModal(options.url, host, () => finish(() => options.onCancel?.({ errorCode: 'closed' })));
    source = modal.frameWindow;
    cleanup = modal.remove;
  }
  return { close: () => finish(() => {}) };
}

/** A dialog over the application framing the page; Escape or the close button dismiss it. */
function openModal(url: string, host: ConnectHost, onDismiss: () => void) {
  const document = host.document;
  if (!document) throw new Error('openConnect: modal mode needs a document');
  const overlay = document.createElement('div');
  overlay.setAttribute('role', 'dialog');
  overlay.setAttribute('aria-modal', 'true');
  overlay.setAttribute('aria-label', 'Connect an account');
  overlay.setAttribute(
    'style',
    'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(15,17,21,.55)',
  );
  const frame = document.createElement('iframe');
  frame.setAttribute('src', url);
  frame.setAttribute('title', 'Connect an account');
  frame.setAttribute('style', 'width:min(480px,100vw);height:min(720px,100vh);border:0;border-radius:16px;background:#fff');
  const closeButton = document.createElement('button');
  closeButton.setAttribute('type', 'button');
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.setAttribute(
    'style',
    'position:absolute;inset-block-start:12px;inset-inline-end:12px;font:20px/1 system-ui;padding:8px 12px;border:0;border-radius:8px;cursor:pointer',
  );
  closeButton.textContent = '×';
  closeButton.addEventListener('click', onDismiss);
  const onKey = (event: { key?: string }) => {
    if (event.key === 'Escape') onDismiss();
  };
  document.addEventListener('keydown', onKey);
  overlay.appendChild(frame);
  overlay.appendChild(closeButton);
  document.body.appendChild(overlay);
  return {
    frameWindow: frame.contentWindow,
    remove: () => {
      document.removeEventListener('keydown', onKey);
      overlay.remove();
    },
  };
}
