/**
 * The connect page's only assets, inlined (no CDN, nothing third-party): a stylesheet that
 * follows the system's light or dark theme, and a script that only enhances forms that work
 * without it (reveal a secret field, show progress while a link is verified, filter providers).
 */

const lightTheme = `--bg:#f4f5f8;--card:#fff;--text:#161a22;--muted:#5b6372;--line:#e3e6ec;--accent:#3d5afe;--accent-strong:#2c43d6;
--accent-text:#fff;--danger:#c62828;--danger-bg:#fdecec;--success:#1b7f4b;--success-bg:#e8f6ee;--focus:#3d5afe;--shadow:0 1px 2px rgba(16,24,40,.06),0 12px 32px rgba(16,24,40,.08)`;
const darkTheme = `color-scheme:dark;--bg:#0f1115;--card:#171a21;--text:#e8eaf0;--muted:#9aa3b2;--line:#2a2f3a;--accent:#7b8cff;--accent-strong:#97a5ff;
--accent-text:#0f1115;--danger:#ff8a80;--danger-bg:#3a1d1d;--success:#6fd29b;--success-bg:#16301f;--focus:#97a5ff;--shadow:0 12px 32px rgba(0,0,0,.4)`;

/**
 * Light or dark as the device prefers; a project's theme (docs/concepts/connect-flow.md#branding)
 * sets `data-theme` on the root to force one. Logical properties (inline start and end) keep the
 * layout right for right-to-left languages. Zero specificity (:where): a project's accent on
 * `:root` wins in every theme.
 */
export const pageStyles = `
:where(:root){color-scheme:light dark;${lightTheme}}
:where(:root[data-theme=light]){color-scheme:light}
@media (prefers-color-scheme:dark){:where(:root:not([data-theme=light])){${darkTheme}}}
:where(:root[data-theme=dark]){${darkTheme}}
*{box-sizing:border-box}
html,body{margin:0}
body{min-height:100vh;background:var(--bg);color:var(--text);font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
display:flex;justify-content:center;padding:40px 16px}
.shell{width:min(480px,100%);display:flex;flex-direction:column;gap:16px}
.brand{display:flex;align-items:center;gap:8px;font-weight:600;letter-spacing:.2px}
.brand .mark{width:26px;height:26px;border-radius:8px;background:linear-gradient(135deg,var(--accent),#00bfa5);display:grid;place-items:center;color:#fff;font-size:14px}
.brand .product{color:var(--muted);font-weight:500}
.brand .logo{height:28px;width:auto;max-width:160px;object-fit:contain}
.provider-icon{background:#fff;border:1px solid var(--line);padding:6px;object-fit:contain}
.support{display:block;margin-top:6px}
.card{background:var(--card);border:1px solid var(--line);border-radius:16px;box-shadow:var(--shadow);padding:28px}
h1{font-size:21px;line-height:1.3;margin:0 0 6px}
p{margin:0 0 12px}
.lead,.muted{color:var(--muted)}
.muted{font-size:13.5px}
a{color:var(--accent)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.search{width:100%;margin:8px 0 4px}
.providers{list-style:none;margin:16px 0 0;padding:0;display:grid;gap:8px}
.provider{display:flex;align-items:center;gap:12px;padding:12px 14px;border:1px solid var(--line);border-radius:12px;text-decoration:none;color:inherit;
transition:border-color .15s,background .15s}
.provider:hover{border-color:var(--accent);background:color-mix(in srgb,var(--accent) 6%,transparent)}
.provider-text{display:flex;flex-direction:column;flex:1;min-width:0}
.provider-text strong{font-weight:600}
.chevron{color:var(--muted);font-size:20px}
.monogram{flex:none;width:40px;height:40px;border-radius:10px;display:grid;place-items:center;font-weight:700;color:#fff;font-size:17px}
.hue-0{background:#3d5afe}.hue-1{background:#00897b}.hue-2{background:#f4511e}.hue-3{background:#8e24aa}
.hue-4{background:#43a047}.hue-5{background:#1e88e5}.hue-6{background:#d81b60}.hue-7{background:#6d4c41}
.provider-head{display:flex;gap:14px;align-items:flex-start;margin-bottom:18px}
.provider-head .monogram{width:48px;height:48px;font-size:20px;border-radius:12px}
[dir=rtl] .back-arrow,[dir=rtl] .chevron{transform:scaleX(-1)}
.back{display:inline-flex;gap:6px;align-items:center;font-size:14px;text-decoration:none;margin-bottom:16px}
.note{background:color-mix(in srgb,var(--accent) 10%,transparent);border-radius:10px;padding:10px 12px;font-size:14px}
.alert{border-radius:10px;padding:12px 14px;margin:0 0 18px;background:var(--danger-bg);color:var(--danger);font-size:14px}
.alert strong{display:block;margin-bottom:2px}
form{display:grid;gap:16px}
.field{display:grid;gap:6px}
label{font-weight:600;font-size:14px}
.optional{font-weight:400;color:var(--muted)}
.input-wrap{display:flex;gap:8px}
input[type=text],input[type=password],input[type=search]{flex:1;min-width:0;font:inherit;color:inherit;background:transparent;border:1px solid var(--line);
border-radius:10px;padding:10px 12px}
input:focus-visible{outline:none;border-color:var(--focus);box-shadow:0 0 0 3px color-mix(in srgb,var(--focus) 30%,transparent)}
.help{margin:0;color:var(--muted);font-size:13px}
button{font:inherit;cursor:pointer;border-radius:10px}
.primary{border:0;background:var(--accent);color:var(--accent-text);font-weight:600;padding:12px 16px;width:100%;display:flex;justify-content:center;gap:8px;align-items:center}
.primary:hover{background:var(--accent-strong)}
.primary[aria-busy=true]{opacity:.75;cursor:progress}
.primary[aria-busy=true]::before{content:"";width:14px;height:14px;border-radius:50%;border:2px solid currentColor;border-right-color:transparent;animation:spin .8s linear infinite}
@keyframes spin{to{transform:rotate(1turn)}}
.secondary{border:1px solid var(--line);background:transparent;color:inherit;padding:0 12px;font-size:13px}
.divider{display:flex;align-items:center;gap:12px;color:var(--muted);font-size:13px;margin:18px 0}
.divider::before,.divider::after{content:"";flex:1;height:1px;background:var(--line)}
details{margin-top:18px;border-top:1px solid var(--line);padding-top:14px;font-size:14px}
summary{cursor:pointer;font-weight:600}
details ol{padding-inline-start:20px;margin:10px 0 0}
details li{margin-bottom:8px}
.warning{color:var(--muted);font-style:italic}
.result{text-align:center;padding:8px 0}
.result .icon{width:56px;height:56px;border-radius:50%;display:grid;place-items:center;margin:0 auto 14px;font-size:28px;font-weight:700}
.result.success .icon{background:var(--success-bg);color:var(--success)}
.result.failure .icon{background:var(--danger-bg);color:var(--danger)}
.code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12.5px}
.foot{color:var(--muted);font-size:12.5px;text-align:center}
.actions{display:flex;flex-wrap:wrap;justify-content:center;gap:10px;margin-top:18px}
.button{display:inline-flex;padding:10px 16px;border:1px solid var(--line);border-radius:10px;text-decoration:none;font-weight:600}
.button.primary-link{background:var(--accent);border-color:var(--accent);color:var(--accent-text)}
.no-match{margin-top:12px}
@media (prefers-reduced-motion:reduce){*{transition:none!important;animation:none!important}}
`;

export const pageScript = `
var embedded = Boolean(window.opener) || window.parent !== window;
document.querySelectorAll('[data-embedded]').forEach(function (input) { input.value = embedded ? '1' : ''; });
var retryKey = 'openunified-connect-retry';
try {
  if (/[?&]token=/.test(location.search)) sessionStorage.setItem(retryKey, location.href);
  var retry = sessionStorage.getItem(retryKey);
  document.querySelectorAll('[data-try-again]').forEach(function (link) {
    if (!retry) return;
    link.href = retry;
    link.hidden = false;
  });
} catch (error) {}
var result = document.getElementById('connect-result');
var target = window.opener || (window.parent !== window ? window.parent : null);
if (result && target) {
  var message = JSON.parse(result.getAttribute('data-message'));
  JSON.parse(result.getAttribute('data-origins')).forEach(function (origin) {
    try { target.postMessage(message, origin); } catch (error) {}
  });
}
document.querySelectorAll('[data-reveal]').forEach(function (button) {
  var input = document.getElementById(button.getAttribute('aria-controls'));
  button.hidden = false;
  button.addEventListener('click', function () {
    var show = input.type === 'password';
    input.type = show ? 'text' : 'password';
    button.setAttribute('aria-pressed', String(show));
    button.textContent = button.getAttribute(show ? 'data-hide-label' : 'data-show-label');
  });
});
document.querySelectorAll('form[data-busy-label]').forEach(function (form) {
  form.addEventListener('submit', function (event) {
    var button = form.querySelector('button[type=submit]');
    if (button.getAttribute('aria-busy') === 'true') { event.preventDefault(); return; }
    button.setAttribute('aria-busy', 'true');
    button.textContent = form.getAttribute('data-busy-label');
  });
});
var search = document.getElementById('provider-search');
if (search) {
  search.hidden = false;
  search.previousElementSibling.hidden = false;
  var noMatch = document.getElementById('no-match');
  search.addEventListener('input', function () {
    var term = search.value.trim().toLowerCase();
    var shown = 0;
    document.querySelectorAll('[data-provider-name]').forEach(function (item) {
      item.hidden = term !== '' && item.getAttribute('data-provider-name').indexOf(term) === -1;
      if (!item.hidden) shown += 1;
    });
    if (noMatch) noMatch.hidden = shown > 0;
  });
}
`;
