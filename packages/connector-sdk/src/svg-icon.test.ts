import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { svgIcon } from './svg-icon.js';

describe('svgIcon', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'svg-icon-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('turns an SVG file into a data: URI that decodes to the same markup', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
    await writeFile(join(directory, 'icon.svg'), svg);
    const icon = svgIcon(pathToFileURL(join(directory, 'icon.svg')));
    expect(icon).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(icon.split(',')[1]!, 'base64').toString('utf8')).toBe(svg);
  });

  it('refuses a file that is not an SVG', async () => {
    await writeFile(join(directory, 'icon.png'), 'PNG...');
    expect(() => svgIcon(pathToFileURL(join(directory, 'icon.png')))).toThrow(/is not an SVG image/);
  });
});
