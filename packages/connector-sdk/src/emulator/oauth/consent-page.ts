/**
 * The pages of an emulated provider sign-in: the consent screen and the error screen. Plain HTML
 * and inline CSS, no scripts or third-party assets, so a headless browser or a plain HTTP client
 * can drive them (the Allow and Deny buttons are one form).
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** How the pages look: the provider's name, and optionally its logo markup and accent colour. */
export interface ConsentPageBranding {
  /** "Google", "HubSpot", "Atlassian": used in titles and sentences. */
  providerName: string;
  /** Trusted markup shown at the top of every page instead of the provider's name in bold. */
  logoHtml?: string;
  /** CSS colour of the Allow button and links (default `#0b57d0`). */
  accentColor?: string;
}

function styles(accent: string): string {
  return `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f0f4f9;color:#1f1f1f;
    font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
  main{width:min(460px,calc(100vw - 32px));background:#fff;border-radius:28px;padding:36px 40px;
    box-shadow:0 1px 3px rgba(0,0,0,.12)}
  .brand{font-weight:500;font-size:16px;letter-spacing:.2px;color:#444746;margin:0 0 20px}
  h1{font-size:24px;font-weight:400;margin:0 0 8px}
  .account{display:inline-flex;gap:8px;align-items:center;border:1px solid #c4c7c5;border-radius:16px;padding:2px 12px 2px 4px;font-size:14px;margin:4px 0 20px}
  .avatar{width:24px;height:24px;border-radius:50%;background:${accent};color:#fff;display:grid;place-items:center;font-size:13px}
  ul{padding:0;margin:0 0 20px;list-style:none;border-top:1px solid #e3e3e3}
  li{padding:12px 0;border-bottom:1px solid #e3e3e3}
  .muted{color:#444746;font-size:13px}
  .actions{display:flex;justify-content:flex-end;gap:12px;margin-top:28px}
  button{font:inherit;font-weight:500;border-radius:20px;padding:9px 24px;cursor:pointer;border:0}
  button:focus-visible{outline:3px solid ${accent};outline-offset:2px}
  .deny{background:transparent;color:${accent}}.deny:hover{background:#f0f4f9}
  .allow{background:${accent};color:#fff}.allow:hover{filter:brightness(.85)}
  code{font-size:13px;word-break:break-all}
`;
}

function page(branding: ConsentPageBranding, title: string, body: string): string {
  const brand = branding.logoHtml ?? `<b>${escapeHtml(branding.providerName)}</b>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${styles(branding.accentColor ?? '#0b57d0')}</style></head><body><main><p class="brand" aria-label="${escapeHtml(branding.providerName)}">${brand} · emulator</p>${body}</main></body></html>`;
}

export interface ConsentPageModel {
  requestId: string;
  applicationName: string;
  userEmail: string;
  userName: string;
  /** Each requested scope with the sentence the provider shows for it. */
  scopes: Array<{ scope: string; description: string }>;
  /** Where the form posts `request_id` and `decision` (`allow` or `deny`). */
  decisionPath: string;
}

export function renderConsentPage(branding: ConsentPageBranding, model: ConsentPageModel): string {
  const application = escapeHtml(model.applicationName);
  const scopes = model.scopes
    .map(({ scope, description }) => `<li>${escapeHtml(description)}<br><span class="muted"><code>${escapeHtml(scope)}</code></span></li>`)
    .join('');
  return page(
    branding,
    `Sign in - ${branding.providerName}`,
    `<h1>${application} wants to access your ${escapeHtml(branding.providerName)} account</h1>
    <div class="account"><span class="avatar" aria-hidden="true">${escapeHtml(model.userName.charAt(0))}</span>${escapeHtml(model.userEmail)}</div>
    <p>This will allow ${application} to:</p>
    <ul>${scopes}</ul>
    <p class="muted">Make sure you trust ${application}. You can remove its access at any time.</p>
    <form method="post" action="${escapeHtml(model.decisionPath)}">
      <input type="hidden" name="request_id" value="${escapeHtml(model.requestId)}">
      <div class="actions">
        <button class="deny" type="submit" name="decision" value="deny">Deny</button>
        <button class="allow" type="submit" name="decision" value="allow" autofocus>Allow</button>
      </div>
    </form>`,
  );
}

/** Shown instead of redirecting when the authorization request itself cannot be trusted. */
export function renderErrorPage(branding: ConsentPageBranding, error: string, description: string): string {
  return page(
    branding,
    `Error 400: ${error}`,
    `<h1>Access blocked: authorization error</h1>
    <p>${escapeHtml(description)}</p>
    <p class="muted">Error 400: <code>${escapeHtml(error)}</code></p>`,
  );
}
