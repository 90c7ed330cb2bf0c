/**
 * The Drive query language of `q` (https://developers.google.com/workspace/drive/api/guides/ref-search-terms):
 * `query_term operator value` clauses joined with `and`, `or`, `not` and parentheses, plus
 * `'value' in collection` for collections such as `parents`.
 *
 * Simplification: `contains` on strings is a case-insensitive substring match, where Google
 * matches name prefixes word by word.
 */

export type SearchOperator = 'contains' | '=' | '!=' | '<' | '<=' | '>' | '>=' | 'in';

export interface SearchTermDefinition {
  type: 'string' | 'boolean' | 'number' | 'date-time' | 'collection';
  operators: readonly SearchOperator[];
}

export type SearchTerms = Record<string, SearchTermDefinition>;

export class InvalidSearchQueryError extends Error {}

type Literal = string | number | boolean;

type Condition =
  | { kind: 'compare'; term: string; operator: SearchOperator; value: Literal }
  | { kind: 'and' | 'or'; left: Condition; right: Condition }
  | { kind: 'not'; operand: Condition };

type Token =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'word'; value: string }
  | { type: 'operator'; value: string }
  | { type: 'parenthesis'; value: '(' | ')' };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  while (position < text.length) {
    const character = text[position]!;
    if (/\s/.test(character)) {
      position += 1;
    } else if (character === '(' || character === ')') {
      tokens.push({ type: 'parenthesis', value: character });
      position += 1;
    } else if (character === "'") {
      let value = '';
      position += 1;
      while (position < text.length && text[position] !== "'") {
        if (text[position] === '\\') position += 1;
        if (position >= text.length) break;
        value += text[position];
        position += 1;
      }
      if (text[position] !== "'") throw new InvalidSearchQueryError('unterminated string');
      tokens.push({ type: 'string', value });
      position += 1;
    } else {
      const operator = /^(!=|<=|>=|=|<|>)/.exec(text.slice(position));
      const number = /^-?\d+(\.\d+)?/.exec(text.slice(position));
      const word = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(position));
      const match = operator ?? number ?? word;
      if (!match) throw new InvalidSearchQueryError(`unexpected "${character}"`);
      if (operator) tokens.push({ type: 'operator', value: match[0] });
      else if (number) tokens.push({ type: 'number', value: Number(match[0]) });
      else tokens.push({ type: 'word', value: match[0] });
      position += match[0].length;
    }
  }
  return tokens;
}

class QueryParser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly terms: SearchTerms,
  ) {}

  parse(): Condition {
    const condition = this.parseOr();
    if (this.position !== this.tokens.length) throw new InvalidSearchQueryError('unexpected trailing input');
    return condition;
  }

  private peekWord(word: string): boolean {
    const token = this.tokens[this.position];
    return token?.type === 'word' && token.value.toLowerCase() === word;
  }

  private next(): Token {
    const token = this.tokens[this.position];
    if (!token) throw new InvalidSearchQueryError('unexpected end of query');
    this.position += 1;
    return token;
  }

  private parseOr(): Condition {
    let left = this.parseAnd();
    while (this.peekWord('or')) {
      this.position += 1;
      left = { kind: 'or', left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): Condition {
    let left = this.parseUnary();
    while (this.peekWord('and')) {
      this.position += 1;
      left = { kind: 'and', left, right: this.parseUnary() };
    }
    return left;
  }

  private parseUnary(): Condition {
    if (this.peekWord('not')) {
      this.position += 1;
      return { kind: 'not', operand: this.parseUnary() };
    }
    const token = this.tokens[this.position];
    if (token?.type === 'parenthesis' && token.value === '(') {
      this.position += 1;
      const inner = this.parseOr();
      const closing = this.next();
      if (closing.type !== 'parenthesis' || closing.value !== ')') throw new InvalidSearchQueryError('missing ")"');
      return inner;
    }
    return this.parseClause();
  }

  private parseClause(): Condition {
    const first = this.next();
    if (first.type === 'string' && this.peekWord('in')) {
      this.position += 1;
      const collection = this.next();
      if (collection.type !== 'word') throw new InvalidSearchQueryError('expected a collection after "in"');
      return this.checked(collection.value, 'in', first.value);
    }
    if (first.type !== 'word') throw new InvalidSearchQueryError('expected a query term');
    const operatorToken = this.next();
    const operator =
      operatorToken.type === 'operator' || (operatorToken.type === 'word' && operatorToken.value === 'contains')
        ? (operatorToken.value as SearchOperator)
        : undefined;
    if (!operator) throw new InvalidSearchQueryError(`expected an operator after "${first.value}"`);
    const valueToken = this.next();
    let value: Literal;
    if (valueToken.type === 'string' || valueToken.type === 'number') value = valueToken.value;
    else if (valueToken.type === 'word' && (valueToken.value === 'true' || valueToken.value === 'false')) value = valueToken.value === 'true';
    else throw new InvalidSearchQueryError(`expected a value after "${first.value} ${operator}"`);
    return this.checked(first.value, operator, value);
  }

  private checked(term: string, operator: SearchOperator, value: Literal): Condition {
    const definition = this.terms[term];
    if (!definition) throw new InvalidSearchQueryError(`unknown query term "${term}"`);
    if (!definition.operators.includes(operator)) throw new InvalidSearchQueryError(`"${term}" does not take "${operator}"`);
    const expectedType = { string: 'string', 'date-time': 'string', collection: 'string', boolean: 'boolean', number: 'number' }[definition.type];
    if (typeof value !== expectedType) throw new InvalidSearchQueryError(`"${term}" compares with a ${definition.type} value`);
    if (definition.type === 'date-time' && Number.isNaN(parseRfc3339(value as string))) {
      throw new InvalidSearchQueryError(`"${value}" is not an RFC 3339 date-time`);
    }
    return { kind: 'compare', term, operator, value };
  }
}

/** RFC 3339 milliseconds; a time without an offset is UTC, as Drive reads it. */
function parseRfc3339(value: string): number {
  const withOffset = /T.*(Z|[+-]\d{2}:?\d{2})$/i.test(value) || !value.includes('T') ? value : `${value}Z`;
  return Date.parse(withOffset);
}

function compare(left: number | string, operator: SearchOperator, right: number | string): boolean {
  switch (operator) {
    case '=':
      return left === right;
    case '!=':
      return left !== right;
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    default:
      return false;
  }
}

function evaluate(condition: Condition, terms: SearchTerms, read: (term: string) => unknown): boolean {
  switch (condition.kind) {
    case 'and':
      return evaluate(condition.left, terms, read) && evaluate(condition.right, terms, read);
    case 'or':
      return evaluate(condition.left, terms, read) || evaluate(condition.right, terms, read);
    case 'not':
      return !evaluate(condition.operand, terms, read);
    case 'compare': {
      const actual = read(condition.term);
      const { type } = terms[condition.term]!;
      if (type === 'collection') return Array.isArray(actual) && actual.includes(condition.value);
      if (actual === undefined || actual === null) return condition.operator === '!=';
      if (type === 'date-time') {
        return compare(parseRfc3339(String(actual)), condition.operator, parseRfc3339(condition.value as string));
      }
      if (condition.operator === 'contains') {
        return String(actual).toLowerCase().includes(String(condition.value).toLowerCase());
      }
      return compare(actual as string | number, condition.operator, condition.value as string | number);
    }
  }
}

export interface SearchQuery {
  /** Query terms the query uses, for terms only some callers may search on. */
  readonly usedTerms: ReadonlySet<string>;
  matches(read: (term: string) => unknown): boolean;
}

function collectTerms(condition: Condition, into: Set<string>): Set<string> {
  if (condition.kind === 'compare') into.add(condition.term);
  else if (condition.kind === 'not') collectTerms(condition.operand, into);
  else {
    collectTerms(condition.left, into);
    collectTerms(condition.right, into);
  }
  return into;
}

export function parseSearchQuery(text: string, terms: SearchTerms): SearchQuery {
  const condition = new QueryParser(tokenize(text), terms).parse();
  return {
    usedTerms: collectTerms(condition, new Set()),
    matches: (read) => evaluate(condition, terms, read),
  };
}
