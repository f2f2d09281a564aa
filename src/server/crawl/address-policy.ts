import { BlockList, isIP } from "node:net";

/** Decides which network addresses the crawler may connect to. */
export interface AddressPolicy {
  forbids(address: string): boolean;
}

/**
 * IPv4 ranges that never hold a public landing page: "this network" and unspecified, private, shared
 * (carrier NAT), loopback, link-local (cloud metadata at 169.254.169.254), IETF and documentation nets,
 * benchmarking, multicast, reserved and broadcast.
 */
const blockedIpv4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
];

/**
 * IPv6 ranges: unspecified and loopback, IPv4-compatible (deprecated, reaches IPv4 hosts), discard,
 * documentation, unique-local (fc00::/7, which holds AWS's fd00:ec2::254), link-local, site-local and
 * multicast. IPv4-mapped addresses (::ffff:a.b.c.d) are matched against the IPv4 list by BlockList itself.
 */
const blockedIpv6: ReadonlyArray<readonly [string, number]> = [
  ["::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
];

/** NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address inside; a private one stays private. */
function embeddedIpv4Subnets(address: string, prefix: number): Array<readonly [string, number]> {
  const [a = 0, b = 0, c = 0, d = 0] = address.split(".").map(Number);
  const high = ((a << 8) | b).toString(16);
  const low = ((c << 8) | d).toString(16);
  return [
    [`64:ff9b::${high}:${low}`, 96 + prefix],
    [`2002:${high}:${low}::`, 16 + prefix],
  ];
}

function buildBlockList(): BlockList {
  const list = new BlockList();
  for (const [address, prefix] of blockedIpv4) {
    list.addSubnet(address, prefix, "ipv4");
    for (const [embedded, embeddedPrefix] of embeddedIpv4Subnets(address, prefix)) list.addSubnet(embedded, embeddedPrefix, "ipv6");
  }
  for (const [address, prefix] of blockedIpv6) list.addSubnet(address, prefix, "ipv6");
  return list;
}

const publicOnly = buildBlockList();

/** Literal IPv6 hosts come bracketed from URLs and may carry a zone (`fe80::1%eth0`); the check needs neither. */
export function bareAddress(address: string): string {
  return address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
}

/**
 * The crawler's rule: public unicast addresses only, unless the operator allowed private networks
 * (`CRAWL_ALLOW_PRIVATE_NETWORKS=1`, for tests and intranet self-hosting). Anything that is not an IP
 * address at all is refused, so a resolver or socket that answers something unexpected fails closed.
 */
export function createAddressPolicy(options: { allowPrivateNetworks: boolean }): AddressPolicy {
  return {
    forbids(address) {
      const bare = bareAddress(address);
      const family = isIP(bare);
      if (family === 0) return true;
      if (options.allowPrivateNetworks) return false;
      return publicOnly.check(bare, family === 6 ? "ipv6" : "ipv4");
    },
  };
}
