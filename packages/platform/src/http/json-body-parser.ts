import { findIllFormedText, illFormedTextMessage } from '@openunified/connector-sdk';
import { BadRequestError } from '@openunified/errors';
import type { FastifyInstance } from 'fastify';

/**
 * JSON is the only body the API accepts (docs/concepts/overview.md: all bodies are JSON), so any other content type
 * is a 400 naming it; a feature that takes forms registers its own parser inside its plugin. Replaces
 * Fastify's JSON parser to say *what* is wrong with a malformed body, keeping its protection
 * against `__proto__` / `constructor.prototype` keys. An empty body counts as none, because
 * clients send `Content-Type: application/json` on bodiless DELETEs.
 */
/**
 * Bounds on the shape of a JSON body, checked on the raw text before it is parsed: a 25 KB body
 * nested thousands deep overflows the stack of every recursive walk after it (serialising,
 * storing, sending on to a provider). Real bodies stay far below both.
 */
export const JSON_BODY_MAX_DEPTH = 64;
export const JSON_BODY_MAX_KEYS = 10_000;

/**
 * Fatal: bytes that are not UTF-8 are refused, where a lenient decoder would store them as
 * U+FFFD without a word. (The check costs far less than parsing the JSON after it.)
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * A `\uD800`-`\uDFFF` escape: the only way well-formed UTF-8 text parses into a string holding a
 * lone surrogate. Only bodies with one are walked for it.
 */
const surrogateEscapePattern = /\\u[dD][89a-fA-F]/;

export function registerJsonBodyParser(app: FastifyInstance): void {
  const secureParser = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new BadRequestError('request body is not valid UTF-8'), undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    const shapeProblem = describeShapeProblem(text);
    if (shapeProblem) {
      done(new BadRequestError(`JSON body ${shapeProblem}`), undefined);
      return;
    }
    secureParser(request, text, (error, value) => {
      if (error) {
        done(new BadRequestError(`malformed JSON body: ${describeJsonProblem(text)}`), undefined);
        return;
      }
      const illFormedField = surrogateEscapePattern.test(text) ? findIllFormedText(value) : undefined;
      if (illFormedField !== undefined) done(new BadRequestError(`invalid request: ${illFormedTextMessage('body field', illFormedField)}`), undefined);
      else done(null, value);
    });
  });
}

function describeJsonProblem(text: string): string {
  try {
    JSON.parse(text);
    return 'keys named __proto__ or constructor.prototype are not allowed';
  } catch (error) {
    // V8 quotes a stretch of the body in some messages; the body may hold secrets, and the
    // message reaches the logs, so the quote is cut.
    return (error as SyntaxError).message.replace(/, ".*" is not valid JSON$/s, '');
  }
}

/** One pass over the text, skipping strings: nesting depth by brackets, keys by the colons that end them. */
function describeShapeProblem(text: string): string | undefined {
  let depth = 0;
  let keys = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c /* \\ */) index++;
      else if (character === 0x22 /* " */) inString = false;
      continue;
    }
    if (character === 0x22) inString = true;
    else if (character === 0x7b /* { */ || character === 0x5b /* [ */) {
      if (++depth > JSON_BODY_MAX_DEPTH) return `nests deeper than the limit of ${JSON_BODY_MAX_DEPTH} levels`;
    } else if (character === 0x7d /* } */ || character === 0x5d /* ] */) depth--;
    else if (character === 0x3a /* : */ && ++keys > JSON_BODY_MAX_KEYS) return `has more than the limit of ${JSON_BODY_MAX_KEYS} keys`;
  }
  return undefined;
}
