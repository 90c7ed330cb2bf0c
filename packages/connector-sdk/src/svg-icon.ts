import { readFileSync } from 'node:fs';

/**
 * A connector's icon from an SVG file shipped in its package (`assets/icon.svg`, listed in the
 * package's `files`), as a `data:` URI: the connect page shows it without reaching the internet
 * (docs/connector-authoring.md). Read once, as the connector module loads.
 */
export function svgIcon(file: URL): string {
  const svg = readFileSync(file, 'utf8');
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg)) throw new Error(`${file.pathname} is not an SVG image`);
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
