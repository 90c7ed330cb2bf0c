/**
 * The part of JQL (https://support.atlassian.com/jira-service-management-cloud/docs/use-advanced-search-with-jira-query-language-jql/)
 * the emulator understands: clauses `field operator value` joined by AND, OR, NOT and
 * parentheses, the operators = != > >= < <= ~ !~ IN, NOT IN, IS [NOT] EMPTY/NULL, quoted and
 * bare values, lists, functions such as `currentUser()`, and ORDER BY. Mistakes are answered
 * with Jira's wording.
 */

export class JqlError extends Error {}

export type JqlValue = { kind: 'text'; text: string } | { kind: 'function'; name: string } | { kind: 'empty' } | { kind: 'list'; items: JqlValue[] };

export type JqlOperator = '=' | '!=' | '>' | '>=' | '<' | '<=' | '~' | '!~' | 'in' | 'not in' | 'is' | 'is not';

export type JqlExpression =
  | { kind: 'clause'; field: string; operator: JqlOperator; value: JqlValue }
  | { kind: 'and' | 'or'; left: JqlExpression; right: JqlExpression }
  | { kind: 'not'; operand: JqlExpression };

export interface JqlQuery {
  where: JqlExpression | undefined;
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
}

type Token = { kind: 'word' | 'string' | 'operator' | 'punctuation'; text: string; position: number };

const operatorCharacters = /[=!<>~]/;
const wordCharacter = /[A-Za-z0-9_.\-:/@+*]/;

function tokenize(jql: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < jql.length) {
    const character = jql[index]!;
    if (/\s/.test(character)) {
      index += 1;
    } else if (character === '"' || character === "'") {
      let text = '';
      let cursor = index + 1;
      while (cursor < jql.length && jql[cursor] !== character) {
        if (jql[cursor] === '\\' && cursor + 1 < jql.length) cursor += 1;
        text += jql[cursor];
        cursor += 1;
      }
      if (cursor >= jql.length) throw syntaxError(`unterminated string starting at character ${index + 1}`);
      tokens.push({ kind: 'string', text, position: index });
      index = cursor + 1;
    } else if ('(),'.includes(character)) {
      tokens.push({ kind: 'punctuation', text: character, position: index });
      index += 1;
    } else if (operatorCharacters.test(character)) {
      const two = jql.slice(index, index + 2);
      const text = ['!=', '>=', '<=', '!~'].includes(two) ? two : character;
      if (text === '!') throw syntaxError(`unexpected '!' at character ${index + 1}`);
      tokens.push({ kind: 'operator', text, position: index });
      index += text.length;
    } else if (wordCharacter.test(character)) {
      let cursor = index;
      while (cursor < jql.length && wordCharacter.test(jql[cursor]!)) cursor += 1;
      tokens.push({ kind: 'word', text: jql.slice(index, cursor), position: index });
      index = cursor;
    } else {
      throw syntaxError(`the character '${character}' at character ${index + 1} is a reserved JQL character`);
    }
  }
  return tokens;
}

function syntaxError(detail: string): JqlError {
  return new JqlError(`Error in the JQL Query: ${detail}.`);
}

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): JqlQuery {
    const where = this.atKeyword('order') || this.peek() === undefined ? undefined : this.orExpression();
    const orderBy: JqlQuery['orderBy'] = [];
    if (this.acceptKeyword('order')) {
      this.expectKeyword('by');
      do {
        const field = this.expectWordOrString('a field to order by');
        const descending = this.acceptKeyword('desc');
        if (!descending) this.acceptKeyword('asc');
        orderBy.push({ field: field.toLowerCase(), direction: descending ? 'desc' : 'asc' });
      } while (this.acceptPunctuation(','));
    }
    const rest = this.peek();
    if (rest) throw syntaxError(`Expecting either 'OR' or 'AND' but got '${rest.text}' (character ${rest.position + 1})`);
    return { where, orderBy };
  }

  private orExpression(): JqlExpression {
    let left = this.andExpression();
    while (this.acceptKeyword('or')) left = { kind: 'or', left, right: this.andExpression() };
    return left;
  }

  private andExpression(): JqlExpression {
    let left = this.unary();
    while (this.acceptKeyword('and')) left = { kind: 'and', left, right: this.unary() };
    return left;
  }

  private unary(): JqlExpression {
    if (this.acceptKeyword('not')) return { kind: 'not', operand: this.unary() };
    if (this.acceptPunctuation('(')) {
      const inner = this.orExpression();
      if (!this.acceptPunctuation(')')) throw syntaxError("Expecting ')' before the end of the query");
      return inner;
    }
    return this.clause();
  }

  private clause(): JqlExpression {
    const field = this.expectWordOrString('a field name').toLowerCase();
    const operator = this.operator();
    let value: JqlValue;
    if (operator === 'is' || operator === 'is not') {
      if (!this.acceptKeyword('empty') && !this.acceptKeyword('null')) throw syntaxError(`Expecting 'EMPTY' or 'NULL' after '${operator.toUpperCase()}'`);
      value = { kind: 'empty' };
    } else if (operator === 'in' || operator === 'not in') {
      if (!this.acceptPunctuation('(')) throw syntaxError(`Expecting '(' after '${operator.toUpperCase()}'`);
      const items: JqlValue[] = [];
      do items.push(this.value());
      while (this.acceptPunctuation(','));
      if (!this.acceptPunctuation(')')) throw syntaxError("Expecting ')' to close the list");
      value = { kind: 'list', items };
    } else {
      value = this.value();
    }
    return { kind: 'clause', field, operator, value };
  }

  private operator(): JqlOperator {
    const token = this.next();
    if (token?.kind === 'operator') return token.text as JqlOperator;
    const word = token?.kind === 'word' ? token.text.toLowerCase() : undefined;
    if (word === 'in') return 'in';
    if (word === 'not' && this.acceptKeyword('in')) return 'not in';
    if (word === 'is') return this.acceptKeyword('not') ? 'is not' : 'is';
    throw syntaxError(`Expecting operator but got '${token?.text ?? 'the end of the query'}'`);
  }

  private value(): JqlValue {
    const token = this.next();
    if (!token || token.kind === 'operator' || token.kind === 'punctuation') {
      throw syntaxError(`Expecting a value but got '${token?.text ?? 'the end of the query'}'`);
    }
    if (token.kind === 'word' && token.text.toLowerCase() === 'empty') return { kind: 'empty' };
    if (token.kind === 'word' && this.acceptPunctuation('(')) {
      if (!this.acceptPunctuation(')')) throw syntaxError(`Expecting ')' after '${token.text}('`);
      return { kind: 'function', name: token.text.toLowerCase() };
    }
    return { kind: 'text', text: token.text };
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private next(): Token | undefined {
    const token = this.tokens[this.index];
    this.index += 1;
    return token;
  }

  private atKeyword(keyword: string): boolean {
    const token = this.peek();
    return token?.kind === 'word' && token.text.toLowerCase() === keyword;
  }

  private acceptKeyword(keyword: string): boolean {
    if (!this.atKeyword(keyword)) return false;
    this.index += 1;
    return true;
  }

  private expectKeyword(keyword: string): void {
    if (!this.acceptKeyword(keyword)) throw syntaxError(`Expecting '${keyword.toUpperCase()}' but got '${this.peek()?.text ?? 'the end of the query'}'`);
  }

  private acceptPunctuation(text: string): boolean {
    const token = this.peek();
    if (token?.kind !== 'punctuation' || token.text !== text) return false;
    this.index += 1;
    return true;
  }

  private expectWordOrString(what: string): string {
    const token = this.next();
    if (token?.kind !== 'word' && token?.kind !== 'string') throw syntaxError(`Expecting ${what} but got '${token?.text ?? 'the end of the query'}'`);
    return token.text;
  }
}

export function parseJql(jql: string): JqlQuery {
  return new Parser(tokenize(jql)).parse();
}
