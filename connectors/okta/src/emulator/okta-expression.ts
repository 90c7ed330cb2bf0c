/**
 * Okta's filter and search language (https://developer.okta.com/docs/api/#filter), as far as the
 * emulator needs it: `attribute op "value"` and `attribute pr`, joined with `and` / `or`, grouped
 * with parentheses. Operators: eq, sw, co, gt, ge, lt, le, pr. Okta has no `ne` and no `not`.
 */

export class OktaExpressionError extends Error {}

export type RecordPredicate = (record: Record<string, unknown>) => boolean;

export interface ExpressionOptions {
  /** Attributes the expression may name; search accepts any, filter a few per resource. */
  allowAttribute?: (attribute: string) => boolean;
  /** Filter compares values with case; search does not. */
  caseSensitive?: boolean;
}

type Token = { kind: 'open' } | { kind: 'close' } | { kind: 'string'; value: string } | { kind: 'word'; value: string };
type Literal = string | number | boolean;

const comparisonOperators = new Set(['eq', 'sw', 'co', 'gt', 'ge', 'lt', 'le']);

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text[index]!;
    if (/\s/.test(character)) {
      index += 1;
    } else if (character === '(' || character === ')') {
      tokens.push({ kind: character === '(' ? 'open' : 'close' });
      index += 1;
    } else if (character === '"') {
      let value = '';
      index += 1;
      while (index < text.length && text[index] !== '"') {
        if (text[index] === '\\' && index + 1 < text.length) index += 1;
        value += text[index];
        index += 1;
      }
      if (index >= text.length) throw new OktaExpressionError('unterminated string literal');
      tokens.push({ kind: 'string', value });
      index += 1;
    } else {
      const word = /^[^\s()"]+/.exec(text.slice(index))![0];
      tokens.push({ kind: 'word', value: word });
      index += word.length;
    }
  }
  return tokens;
}

function attributeValue(record: Record<string, unknown>, attribute: string): unknown {
  let value: unknown = record;
  for (const part of attribute.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T/;

function compareOrdered(actual: unknown, expected: Literal): number | undefined {
  if (typeof actual === 'string' && typeof expected === 'string' && isoDateTime.test(actual) && isoDateTime.test(expected)) {
    return Date.parse(actual) - Date.parse(expected);
  }
  if (typeof actual === 'number' && typeof expected === 'number') return actual - expected;
  if (typeof actual === 'string' && typeof expected === 'string') return actual.localeCompare(expected);
  return undefined;
}

function matches(actual: unknown, operator: string, expected: Literal, caseSensitive: boolean): boolean {
  // A search on an array attribute matches when any element does.
  if (Array.isArray(actual)) return actual.some((item) => matches(item, operator, expected, caseSensitive));
  if (actual === undefined || actual === null) return false;
  const fold = (value: string) => (caseSensitive ? value : value.toLowerCase());
  if (operator === 'eq') return typeof expected === 'string' ? typeof actual === 'string' && fold(actual) === fold(expected) : actual === expected;
  if (operator === 'sw' || operator === 'co') {
    if (typeof actual !== 'string' || typeof expected !== 'string') return false;
    return operator === 'sw' ? fold(actual).startsWith(fold(expected)) : fold(actual).includes(fold(expected));
  }
  const order = compareOrdered(actual, expected);
  if (order === undefined) return false;
  if (operator === 'gt') return order > 0;
  if (operator === 'ge') return order >= 0;
  if (operator === 'lt') return order < 0;
  return order <= 0;
}

class Parser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly options: ExpressionOptions,
  ) {}

  parse(): RecordPredicate {
    const predicate = this.disjunction();
    if (this.position < this.tokens.length) throw new OktaExpressionError('unexpected text after the expression');
    return predicate;
  }

  private peekWord(): string | undefined {
    const token = this.tokens[this.position];
    return token?.kind === 'word' ? token.value.toLowerCase() : undefined;
  }

  private disjunction(): RecordPredicate {
    const alternatives = [this.conjunction()];
    while (this.peekWord() === 'or') {
      this.position += 1;
      alternatives.push(this.conjunction());
    }
    return alternatives.length === 1 ? alternatives[0]! : (record) => alternatives.some((predicate) => predicate(record));
  }

  private conjunction(): RecordPredicate {
    const terms = [this.term()];
    while (this.peekWord() === 'and') {
      this.position += 1;
      terms.push(this.term());
    }
    return terms.length === 1 ? terms[0]! : (record) => terms.every((predicate) => predicate(record));
  }

  private term(): RecordPredicate {
    const token = this.tokens[this.position];
    if (token?.kind === 'open') {
      this.position += 1;
      const inner = this.disjunction();
      if (this.tokens[this.position]?.kind !== 'close') throw new OktaExpressionError('missing )');
      this.position += 1;
      return inner;
    }
    if (token?.kind !== 'word') throw new OktaExpressionError('expected an attribute');
    const attribute = token.value;
    if (this.options.allowAttribute && !this.options.allowAttribute(attribute)) {
      throw new OktaExpressionError(`attribute ${attribute} cannot be used here`);
    }
    this.position += 1;
    const operator = this.peekWord();
    if (operator === undefined) throw new OktaExpressionError(`expected an operator after ${attribute}`);
    this.position += 1;
    if (operator === 'pr') return (record) => ![undefined, null, ''].includes(attributeValue(record, attribute) as string | null | undefined);
    if (!comparisonOperators.has(operator)) throw new OktaExpressionError(`unsupported operator ${operator}`);
    const expected = this.literal();
    const caseSensitive = this.options.caseSensitive ?? false;
    return (record) => matches(attributeValue(record, attribute), operator, expected, caseSensitive);
  }

  private literal(): Literal {
    const token = this.tokens[this.position];
    this.position += 1;
    if (token?.kind === 'string') return token.value;
    if (token?.kind === 'word') {
      if (token.value === 'true' || token.value === 'false') return token.value === 'true';
      if (/^-?\d+(\.\d+)?$/.test(token.value)) return Number(token.value);
    }
    throw new OktaExpressionError('expected a quoted value, a number, true or false');
  }
}

/** The records an expression selects; throws OktaExpressionError for one Okta would refuse. */
export function parseOktaExpression(text: string, options: ExpressionOptions = {}): RecordPredicate {
  const tokens = tokenize(text);
  if (tokens.length === 0) throw new OktaExpressionError('empty expression');
  return new Parser(tokens, options).parse();
}
