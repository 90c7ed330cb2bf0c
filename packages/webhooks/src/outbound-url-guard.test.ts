import { describe, expect, it } from 'vitest';
import { embeddedIpv4, OutboundUrlGuard } from './outbound-url-guard.js';

describe('OutboundUrlGuard', () => {
  const guard = new OutboundUrlGuard();

  it('refuses private, loopback, link-local, mapped and reserved addresses, and lets public ones through', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '224.0.0.1',
    ]) {
      expect(guard.refusalOf(address), address).toMatch(/private, loopback or reserved/);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(guard.refusalOf(address), address).toBeUndefined();
  });

  it('judges IPv6 addresses that embed an IPv4 address by that address, however they are written', () => {
    const embeddingPrivate = [
      '::127.0.0.1',
      '::7f00:1',
      '::ffff:7f00:1',
      '::ffff:0:7f00:1',
      '::ffff:127.0.0.1',
      '2002:7f00:1::',
      '2002:a00:5:1::1',
      '2002:c0a8:101::42',
      '64:ff9b::7f00:1',
      '64:ff9b::10.0.0.5',
      '64:ff9b::169.254.169.254',
      '0:0:0:0:0:ffff:a9fe:a9fe',
    ];
    for (const address of embeddingPrivate) expect(guard.refusalOf(address), address).toMatch(/embeds .* is a private, loopback or reserved address/);
    for (const address of ['::8.8.8.8', '::ffff:808:808', '2002:808:808::1', '64:ff9b::1.1.1.1']) expect(guard.refusalOf(address), address).toBeUndefined();
    // Teredo hides its IPv4 address; local-use NAT64 is not public.
    for (const address of ['2001:0:4136:e378:8000:63bf:3fff:fdd2', '64:ff9b:1::a00:1']) expect(guard.refusalOf(address), address).toBeDefined();

    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('2002:c0a8:101::42')).toBe('192.168.1.1');
    expect(embeddedIpv4('2606:4700:4700::1111')).toBeUndefined();
  });

  it('lets an allowed IPv4 network through in its embedded forms too', () => {
    const allowing = new OutboundUrlGuard(['127.0.0.0/8']);
    for (const address of ['::127.0.0.1', '::ffff:7f00:1', '2002:7f00:1::', '64:ff9b::7f00:1']) expect(allowing.refusalOf(address), address).toBeUndefined();
    expect(allowing.refusalOf('::ffff:a00:1')).toBeDefined();
  });

  it('refuses URLs whose IPv6 literal embeds a loopback address', async () => {
    for (const url of ['http://[::127.0.0.1]:8080/', 'http://[::ffff:127.0.0.1]/', 'http://[2002:7f00:1::]/', 'http://[64:ff9b::127.0.0.1]/']) {
      await expect(guard.assertDeliverable(url), url).rejects.toThrow(/^url is refused: .* embeds 127\.0\.0\.1/);
    }
  });

  it('allows the configured networks only', () => {
    const allowing = new OutboundUrlGuard(['127.0.0.0/8', '::1/128', '10.1.0.0/16']);
    expect(allowing.refusalOf('127.0.0.1')).toBeUndefined();
    expect(allowing.refusalOf('::1')).toBeUndefined();
    expect(allowing.refusalOf('10.1.2.3')).toBeUndefined();
    expect(allowing.refusalOf('10.2.0.1')).toBeDefined();
    expect(() => new OutboundUrlGuard(['localhost/8'])).toThrow('is not an IP network');
  });

  it('refuses before connecting when a name resolves to a refused address', async () => {
    await expect(guard.assertDeliverable('http://localhost:8080/hooks')).rejects.toThrow(/^url is refused: (127\.0\.0\.1|::1) is a private/);
    await expect(guard.assertDeliverable('http://user:pass@93.184.216.34/hooks')).rejects.toThrow('url must not carry credentials');
    await expect(guard.assertDeliverable('http://93.184.216.34/hooks')).resolves.toBeUndefined();
    const resolved = await new Promise<unknown>((resolve) => guard.lookup('localhost', {}, (error) => resolve(error)));
    expect(resolved).toMatchObject({ code: 'ESSRFGUARD' });
  });
});
