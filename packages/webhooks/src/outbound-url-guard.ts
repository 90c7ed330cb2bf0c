import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { BadRequestError } from '@openunified/errors';

/**
 * The SSRF guard of webhook deliveries: a URL whose host is, or resolves to, a private,
 * loopback, link-local or otherwise non-public address is refused unless a configured network
 * allows it. Checked when an endpoint is saved and again at every connection, on the address
 * actually connected to, so a DNS answer that changes after the check cannot slip through.
 */

const nonPublicRanges: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['::1', 128, 'ipv6'],
  // NAT64 local use; the well-known 64:ff9b::/96 is judged by the IPv4 address it embeds.
  ['64:ff9b:1::', 48, 'ipv6'],
  ['100::', 64, 'ipv6'],
  // Teredo: its IPv4 address is obfuscated and the relay reaches whatever it names.
  ['2001::', 32, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
];

export class OutboundUrlGuard {
  private readonly refused = new BlockList();
  private readonly allowed = new BlockList();

  /** `allowedNetworks`: CIDRs (`127.0.0.0/8`, `::1/128`) deliveries may reach although they are not public. */
  constructor(allowedNetworks: readonly string[] = []) {
    for (const [network, prefix, family] of nonPublicRanges) this.refused.addSubnet(network, prefix, family);
    for (const cidr of allowedNetworks) {
      const [network = '', prefix] = cidr.split('/');
      const family = isIP(network);
      if (family === 0) throw new Error(`allowed webhook network "${cidr}" is not an IP network (e.g. 127.0.0.0/8)`);
      const bits = prefix === undefined ? (family === 4 ? 32 : 128) : Number(prefix);
      this.allowed.addSubnet(network, bits, family === 4 ? 'ipv4' : 'ipv6');
    }
  }

  /**
   * The reason an address may not be reached, or undefined when it may. An IPv6 address that
   * embeds an IPv4 one (mapped, compatible, 6to4, NAT64) reaches that IPv4 address, so it is
   * judged by it: `[::127.0.0.1]` is loopback however it is written.
   */
  refusalOf(address: string): string | undefined {
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (this.allowed.check(address, family)) return undefined;
    const embedded = family === 'ipv6' ? embeddedIpv4(address) : undefined;
    if (embedded !== undefined) {
      if (this.allowed.check(embedded, 'ipv4') || !this.refused.check(embedded, 'ipv4')) return undefined;
      return `${address} embeds ${embedded}, and ${embedded} is a private, loopback or reserved address, which webhooks may not reach unless an allowed network includes it`;
    }
    if (!this.refused.check(address, family)) return undefined;
    return `${address} is a private, loopback or reserved address, which webhooks may not reach unless an allowed network includes it`;
  }

  /** Refuses (400) a URL that is not http(s), carries credentials, or whose host resolves to a refused address. */
  async assertDeliverable(url: string): Promise<void> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new BadRequestError(`url "${url}" is not an absolute URL`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new BadRequestError('url must be an http or https URL');
    if (parsed.username || parsed.password) throw new BadRequestError('url must not carry credentials');
    const host = hostOf(parsed);
    const addresses = isIP(host) ? [host] : await resolve(host);
    for (const address of addresses) {
      const refusal = this.refusalOf(address);
      if (refusal) throw new BadRequestError(`url is refused: ${refusal}`);
    }
  }

  /** A `lookup` for `net.connect` that fails the connection when the host resolves to a refused address. */
  readonly lookup = (
    hostname: string,
    options: { all?: boolean; family?: number | 'IPv4' | 'IPv6' },
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refusal = addresses.map((entry) => this.refusalOf(entry.address)).find((reason) => reason !== undefined);
      if (refusal) return callback(Object.assign(new Error(`connection refused by the SSRF guard: ${refusal}`), { code: 'ESSRFGUARD' }), []);
      const [first] = addresses;
      if (options.all) return callback(null, addresses);
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

/**
 * The IPv4 address an IPv6 address carries, where its prefix says it is delivered to that address:
 * IPv4-mapped `::ffff:0:0/96` and its translated form `::ffff:0:0:0/96`, IPv4-compatible `::/96`,
 * NAT64 `64:ff9b::/96` (all in the last 32 bits) and 6to4 `2002::/16` (bits 16 to 48).
 */
export function embeddedIpv4(address: string): string | undefined {
  const groups = ipv6Groups(address);
  if (!groups) return undefined;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  const last32 = () => dotted(g6, g7);
  if (zeroUpTo(5) && g5 === 0xffff) return last32();
  if (zeroUpTo(4) && g4 === 0xffff && g5 === 0) return last32();
  if (zeroUpTo(6)) return last32();
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return last32();
  if (g0 === 0x2002) return dotted(g1 ?? 0, g2 ?? 0);
  return undefined;
}

function dotted(high: number, low: number): string {
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted quad folded in, a zone dropped). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.replace(/%.*$/, '');
  if (isIP(text) !== 6) return undefined;
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const filler = tail === undefined ? [] : Array.from({ length: 8 - headGroups.length - tailGroups.length }, () => '0');
  const groups = [...headGroups, ...filler, ...tailGroups].map((group) => Number.parseInt(group, 16));
  return groups.length === 8 ? groups : undefined;
}

/** The URL's host without the brackets of an IPv6 literal. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

async function resolve(host: string): Promise<string[]> {
  return new Promise((settle, reject) => {
    dnsLookup(host, { all: true }, (error, addresses) => {
      if (error) reject(new BadRequestError(`url host "${host}" cannot be resolved`));
      else settle(addresses.map((entry) => entry.address));
    });
  });
}
