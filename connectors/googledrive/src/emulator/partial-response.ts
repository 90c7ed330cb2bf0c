/**
 * Google's partial responses: the `fields` parameter names what the response carries, e.g.
 * `nextPageToken,drives(id,name),capabilities/canEdit` (https://developers.google.com/workspace/drive/api/guides/fields-parameter).
 * A name without a sub-selection keeps the whole value; `*` keeps every field at its level.
 */

/** Field name -> what to keep of its value (`true`: all of it). */
export type FieldSelection = Map<string, FieldSelection | true>;

export class InvalidFieldSelectionError extends Error {}

const namePattern = /[A-Za-z0-9_*]/;

class SelectorParser {
  private position = 0;

  constructor(private readonly text: string) {}

  parse(): FieldSelection {
    const selection = this.parseList();
    if (this.position !== this.text.length) this.fail();
    return selection;
  }

  private parseList(): FieldSelection {
    const selection: FieldSelection = new Map();
    do {
      this.parseItem(selection);
    } while (this.consume(','));
    return selection;
  }

  private parseItem(into: FieldSelection): void {
    const path = [this.parseName()];
    while (this.consume('/')) path.push(this.parseName());
    let leaf: FieldSelection | true = true;
    if (this.consume('(')) {
      leaf = this.parseList();
      if (!this.consume(')')) this.fail();
    }
    mergePath(into, path, leaf);
  }

  private parseName(): string {
    const start = this.position;
    while (this.position < this.text.length && namePattern.test(this.text[this.position]!)) this.position += 1;
    if (start === this.position) this.fail();
    return this.text.slice(start, this.position);
  }

  private consume(character: string): boolean {
    while (this.text[this.position] === ' ') this.position += 1;
    if (this.text[this.position] !== character) return false;
    this.position += 1;
    while (this.text[this.position] === ' ') this.position += 1;
    return true;
  }

  private fail(): never {
    throw new InvalidFieldSelectionError(`Invalid field selection ${this.text}`);
  }
}

function mergePath(into: FieldSelection, path: string[], leaf: FieldSelection | true): void {
  const [head, ...rest] = path;
  const existing = into.get(head!);
  if (rest.length === 0) {
    if (leaf === true || existing === true) into.set(head!, true);
    else into.set(head!, existing ? mergeSelections(existing, leaf) : leaf);
    return;
  }
  if (existing === true) return;
  const child: FieldSelection = existing ?? new Map();
  into.set(head!, child);
  mergePath(child, rest, leaf);
}

function mergeSelections(left: FieldSelection, right: FieldSelection): FieldSelection {
  const merged: FieldSelection = new Map(left);
  for (const [name, value] of right) mergePath(merged, [name], value);
  return merged;
}

export function parseFieldSelection(text: string): FieldSelection {
  return new SelectorParser(text.trim()).parse();
}

/** `value` reduced to the selection; arrays apply it to each element. */
export function applyFieldSelection(value: unknown, selection: FieldSelection): unknown {
  if (Array.isArray(value)) return value.map((element) => applyFieldSelection(element, selection));
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const wildcard = selection.get('*');
  const result: Record<string, unknown> = {};
  for (const [name, fieldValue] of Object.entries(source)) {
    const wanted = selection.get(name) ?? wildcard;
    if (wanted === undefined || fieldValue === undefined) continue;
    result[name] = wanted === true ? fieldValue : applyFieldSelection(fieldValue, wanted);
  }
  return result;
}
