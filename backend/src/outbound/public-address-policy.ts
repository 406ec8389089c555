import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  carrierGradeNat: 'a carrier-grade NAT address',
  uniqueLocal: 'a private (unique local) address',
  linkLocal: 'a link-local address',
  unspecified: 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

/**
 * Null for a public unicast address; otherwise what it is, for the refusal message. IPv4-mapped
 * IPv6 addresses are judged as the IPv4 address they carry; every range other than plain unicast
 * (documentation, NAT64, 6to4, Teredo, …) is refused as reserved.
 */
export function nonPublicAddressKind(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  const range = ipaddr.process(address).range();
  if (range === 'unicast') return null;
  return RANGE_NAMES[range] ?? 'a reserved address';
}

export class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDTARGET';
}

/** The URL's host as an IP literal (without IPv6 brackets), or null for a name. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && net4or6(bare) ? bare : null;
}

function net4or6(value: string): boolean {
  // ipaddr accepts shorthand such as "1" or "0x7f.1"; the URL parser has already normalised those to dotted quads.
  return value.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(value);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http(s).request that resolves the name once and hands the socket only
 * addresses it has checked, so a name cannot resolve to a public address for the check and to a
 * private one for the connection (DNS rebinding).
 */
export function checkedLookup(allowPrivate: boolean): LookupFunction {
  const lookup = (hostname: string, options: { family?: number; all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = allowPrivate ? undefined : addresses.find((entry) => nonPublicAddressKind(entry.address));
      if (refused) {
        return callback(
          new RefusedAddressError(
            `${hostname} resolves to ${refused.address}, ${nonPublicAddressKind(refused.address)}`,
          ),
          [],
        );
      }
      if (addresses.length === 0)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
  return lookup as LookupFunction;
}
