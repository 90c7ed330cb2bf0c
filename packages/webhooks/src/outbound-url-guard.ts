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
  ['64:ff9b::', 96, 'ipv6'],
  ['100::', 64, 'ipv6'],
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

  /** The reason an address may not be reached, or undefined when it may. */
  refusalOf(address: string): string | undefined {
    const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const checked = mappedIpv4 ?? address;
    const family = isIP(checked) === 4 ? 'ipv4' : 'ipv6';
    if (this.allowed.check(checked, family) || !this.refused.check(checked, family)) return undefined;
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
