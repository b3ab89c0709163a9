/**
 * Is a target on this machine? Loopback names and addresses are; so is any address the caller
 * finds among this machine's own interfaces (the script passes them in). Pure.
 */

/** The hostname of a URL as `new URL()` gives it, IPv6 brackets removed. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

export function isLoopback(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host === '::1' || host === '0:0:0:0:0:0:0:1') return true;
  if (/^::ffff:127\./.test(host)) return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** On this machine: loopback, or one of `ownAddresses` (this machine's interface addresses). */
export function isLocal(url: URL, ownAddresses: readonly string[]): boolean {
  const h = hostOf(url);
  return isLoopback(h) || ownAddresses.map((a) => a.toLowerCase()).includes(h);
}
