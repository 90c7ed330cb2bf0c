// Run by api-reference-loading.integration.test.ts in a process of its own, whose module cache no
// other test shares: which packages of the API reference an HTTP app has loaded, at start-up and
// once /openapi.json and /docs were asked for.
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { registerApiReference } from '../src/http/api-reference.js';
import { registerOpenApiDocument } from '../src/http/openapi.js';

const watched = ['@fastify/swagger', '@fastify/swagger-ui', '@fastify/static', 'yaml', 'json-schema-resolver'];
const loaded = () => {
  const files = Object.keys(createRequire(import.meta.url).cache);
  return watched.filter((name) => files.some((file) => file.includes(`/node_modules/${name}/`)));
};

const app = Fastify();
await registerOpenApiDocument(app);
await registerApiReference(app);
app.get('/pets', () => []);
await app.ready();
const atStart = loaded();
const document = await app.inject({ url: '/openapi.json' });
const afterDocument = loaded();
const page = await app.inject({ url: '/docs' });
const afterPage = loaded();
await app.close();
process.stdout.write(`${JSON.stringify({ atStart, afterDocument, afterPage, statuses: [document.statusCode, page.statusCode] })}\n`);
