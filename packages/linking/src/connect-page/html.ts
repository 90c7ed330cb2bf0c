/**
 * A tiny HTML templating helper: every interpolated value is escaped unless it is already
 * `SafeHtml` (built by `html` itself), so a provider name or an error message can never inject
 * markup into the connect page.
 */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let result = strings[0] ?? '';
  values.forEach((value, index) => {
    result += render(value) + (strings[index + 1] ?? '');
  });
  return new SafeHtml(result);
}

/** Trusted markup from this codebase (the page's own CSS and script). */
export function trustedHtml(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
