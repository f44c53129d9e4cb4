import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by their /64 network, however they are written', () => {
    const net = '2001:db8:85a3:42::/64';
    expect(clientNetwork('2001:db8:85a3:42::1')).toBe(net);
    expect(clientNetwork('2001:0db8:85a3:0042:ffff:1:2:3')).toBe(net);
    expect(clientNetwork('2001:DB8:85A3:42:abcd::')).toBe(net);
    expect(clientNetwork('2001:db8:85a3:43::1')).not.toBe(net);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
