import { describe, expect, it } from 'vitest';
import { OutboundUrlGuard } from './outbound-url-guard.js';

describe('OutboundUrlGuard', () => {
  const guard = new OutboundUrlGuard();

  it('refuses private, loopback, link-local, mapped and reserved addresses, and lets public ones through', () => {
    for (const address of ['127.0.0.1', '10.0.0.5', '172.20.1.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '224.0.0.1']) {
      expect(guard.refusalOf(address), address).toMatch(/private, loopback or reserved/);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(guard.refusalOf(address), address).toBeUndefined();
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
