import { BadRequestError } from '@openunified/errors';
import type { FastifyInstance } from 'fastify';

/**
 * JSON is the only body the API accepts (SPEC: all bodies are JSON), so any other content type
 * is a 400 naming it; a feature that takes forms registers its own parser inside its plugin. Replaces
 * Fastify's JSON parser to say *what* is wrong with a malformed body, keeping its protection
 * against `__proto__` / `constructor.prototype` keys. An empty body counts as none, because
 * clients send `Content-Type: application/json` on bodiless DELETEs.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const secureParser = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    secureParser(request, text, (error, value) => {
      if (error) done(new BadRequestError(`malformed JSON body: ${describeJsonProblem(text)}`), undefined);
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
