/**
 * Okta pages with RFC 8288 `Link` headers: `<https://acme.okta.com/api/v1/users?after=00u...&limit=25>; rel="next"`.
 * Okta sends one header field per link; HTTP clients join repeated fields with `, `, so this
 * reads a comma-separated list too. Commas inside `<...>` belong to the URL.
 */

interface LinkValue {
  url: string;
  relations: string[];
}

function parseLinks(header: string): LinkValue[] {
  const links: LinkValue[] = [];
  const pattern = /<([^>]*)>((?:\s*;\s*[^;,]+)*)/g;
  for (const match of header.matchAll(pattern)) {
    const [, url = '', parameters = ''] = match;
    const relation = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(parameters);
    const relations = (relation?.[1] ?? relation?.[2] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    links.push({ url, relations });
  }
  return links;
}

/** The URL of the `rel="next"` link, or undefined on the last page. */
export function nextLinkUrl(linkHeader: string | undefined): string | undefined {
  if (!linkHeader) return undefined;
  return parseLinks(linkHeader).find((link) => link.relations.includes('next'))?.url;
}

/**
 * The `after` cursor of a next-page URL. Only the cursor is kept: the action rebuilds the rest of
 * the query (limit, search) from the client's request, and the URL's host may be the org's real
 * domain while requests go elsewhere (an emulator, a proxy).
 */
export function afterCursorOf(nextUrl: string | undefined): string | undefined {
  if (nextUrl === undefined) return undefined;
  try {
    return new URL(nextUrl, 'https://okta.invalid').searchParams.get('after') || undefined;
  } catch {
    return undefined;
  }
}

/** The `after` cursor of the next page announced in a response's `Link` header. */
export function nextAfterCursor(headers: Record<string, string>): string | undefined {
  return afterCursorOf(nextLinkUrl(headers.link));
}
