import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NotFoundError } from '@openunified/errors';
import type { FastifyReply } from 'fastify';

/** The npm name of the console web app; its build is in `dist/`. */
export const CONSOLE_PACKAGE = '@openunified/console';

/**
 * Everything the console loads comes from this server: no CDN, no external font, no inline script,
 * and no page may frame it.
 */
export const CONSOLE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

/** A bundler's content hash in the file name (`index-3fA9_bC1.js`): the name changes when the content does. */
const HASHED_NAME = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/**
 * The directory of the installed console's build: `dist/` of the first `@openunified/console` package
 * with a build found in a `node_modules` above one of `from` (module URLs or paths, in order), as
 * Node would find it. Undefined when none is installed.
 */
export function findInstalledConsole(from: readonly (string | URL)[]): string | undefined {
  for (const start of from) {
    let directory = typeof start === 'string' && !start.startsWith('file:') ? resolve(start) : dirname(fileURLToPath(start));
    for (;;) {
      const candidate = join(directory, 'node_modules', ...CONSOLE_PACKAGE.split('/'));
      // A package without its build (a workspace checkout not built yet) is passed over for the next.
      if (existsSync(join(candidate, 'dist', 'index.html'))) return join(candidate, 'dist');
      const parent = dirname(directory);
      if (parent === directory) break;
      directory = parent;
    }
  }
  return undefined;
}

/** Serves the console's build under `/console/`: its files, and `index.html` for the app's own routes. */
export class ConsoleFiles {
  private readonly root: string | undefined;

  constructor(directory: string | undefined) {
    this.root = directory === undefined ? undefined : resolve(directory);
  }

  /** Whether a build is there to serve (the start-up line names the console only then). */
  get installed(): boolean {
    return this.root !== undefined && existsSync(join(this.root, 'index.html'));
  }

  /** `path`: what follows `/console/`, without the query string. */
  async send(reply: FastifyReply, path: string): Promise<FastifyReply> {
    const root = this.root;
    if (root === undefined || !this.installed) {
      throw new NotFoundError(
        root === undefined
          ? `the console is not installed: install ${CONSOLE_PACKAGE} beside the server, or in a checkout of the repository build it once with \`pnpm --filter ${CONSOLE_PACKAGE} build\` (docs/concepts/management.md); the API works without it`
          : `the console is installed but not built: no index.html in ${root}; run \`pnpm --filter ${CONSOLE_PACKAGE} build\``,
      );
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      throw new NotFoundError('no such file in the console');
    }
    const file = resolve(root, `.${sep}${decoded}`);
    // `resolve` has folded every `..`: what is not below the root is not the console's.
    if (file !== root && !file.startsWith(`${root}${sep}`)) throw new NotFoundError('no such file in the console');
    if (decoded !== '' && (await isFile(file))) return this.sendFile(reply, file, HASHED_NAME.test(file));
    // A name with an extension is a file the build lacks; anything else is a route of the app.
    const lastSegment = decoded.split('/').pop() ?? '';
    if (lastSegment.includes('.')) throw new NotFoundError(`no such file in the console: ${decoded}`);
    return this.sendFile(reply, join(root, 'index.html'), false);
  }

  private async sendFile(reply: FastifyReply, file: string, immutable: boolean): Promise<FastifyReply> {
    const body = await readFile(file);
    return reply
      .header('content-type', contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream')
      .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .header('content-security-policy', CONSOLE_CONTENT_SECURITY_POLICY)
      .header('x-content-type-options', 'nosniff')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'same-origin')
      .send(body);
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}
