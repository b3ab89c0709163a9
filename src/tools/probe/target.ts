/**
 * Is a target on this machine? An address is when it is on the loopback network or one of this
 * machine's own interface addresses (the script passes them in). A name is only once it has
 * been resolved, and only when every address it resolves to is: `*.localhost` is not pinned to
 * loopback by every resolver (glibc with `dns` in nsswitch asks the DNS server), so the name
 * alone would let a DNS server decide where full-length prompts go. Pure: the caller resolves.
 */

/** The hostname of a URL as `new URL()` gives it, IPv6 brackets removed. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** An IP address written out (v4 dotted, or v6), not a name. */
export function isAddress(host: string): boolean {
  return IPV4.test(host) || host.includes(':');
}

/**
 * An address on the loopback network: 127.0.0.0/8, ::1, and 127.x mapped into IPv6 (as a
 * resolver writes it, `::ffff:127.0.0.1`, or as `new URL()` normalises it, `::ffff:7f00:1`).
 */
export function isLoopbackAddress(address: string): boolean {
  const a = address.toLowerCase();
  if (a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  if (/^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a)) return true;
  if (/^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(a)) return true;
  const m = IPV4.exec(a);
  return !!m && m[1] === '127' && m.slice(2).every((x) => Number(x) <= 255);
}

/** On this machine: a loopback address or one of `ownAddresses` (this machine's interfaces). */
export function isLocalAddress(address: string, ownAddresses: readonly string[]): boolean {
  const a = address.toLowerCase();
  return isLoopbackAddress(a) || ownAddresses.some((o) => o.toLowerCase() === a);
}

/**
 * A URL whose host is an address on this machine. A name is never local here: resolve it
 * (`resolveLocal`) to know.
 */
export function isLocal(url: URL, ownAddresses: readonly string[]): boolean {
  const h = hostOf(url);
  return isAddress(h) && isLocalAddress(h, ownAddresses);
}

/** Every address a name resolves to (the script passes node:dns's lookup with `all: true`). */
export type Resolve = (host: string) => Promise<string[]>;

export interface Placed {
  local: boolean;
  /** what the host resolved to (the host itself for an address); empty when it did not */
  addresses: string[];
  /** why the name could not be resolved */
  error?: string;
}

/** Where a URL's host is: on this machine only when every address it resolves to is. */
export async function resolveLocal(
  url: URL,
  ownAddresses: readonly string[],
  resolve: Resolve,
): Promise<Placed> {
  const h = hostOf(url);
  if (isAddress(h)) return { local: isLocalAddress(h, ownAddresses), addresses: [h] };
  let addresses: string[];
  try {
    addresses = await resolve(h);
  } catch (e) {
    return { local: false, addresses: [], error: (e as Error).message };
  }
  return {
    local: addresses.length > 0 && addresses.every((a) => isLocalAddress(a, ownAddresses)),
    addresses,
  };
}
