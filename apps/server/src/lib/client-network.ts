import ipaddr from 'ipaddr.js';

/**
 * The rate-limit key for a client: its IPv4 address, or the /64 network of an IPv6 address
 * (one household or server gets a whole /64, so limiting single IPv6 addresses limits nobody).
 */
export function clientNetwork(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip); // unwraps IPv4-mapped IPv6
  if (!(address instanceof ipaddr.IPv6)) return address.toString();
  return `${address.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}
