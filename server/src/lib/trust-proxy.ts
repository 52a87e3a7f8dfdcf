/**
 * TRUST_PROXY as Fastify's `trustProxy`: `true` (every proxy: only when nothing but the proxy can reach the server),
 * a hop count (`1` = the load balancer right in front), or a comma-separated list of addresses and CIDRs.
 */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    // The same rule as a numeric trust setting in Express/proxy-addr: the first `hops` addresses are proxies.
    return (_address, hop) => hop < hops;
  }
  return raw;
}
