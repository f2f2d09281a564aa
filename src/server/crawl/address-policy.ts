import { BlockList, isIP } from "node:net";

/** Decides which network addresses the crawler may connect to. */
export interface AddressPolicy {
  forbids(address: string): boolean;
}

/**
 * Every entry of IANA's IPv4 Special-Purpose Address Registry (RFC 6890 and its updates), plus multicast and
 * the reserved 240/4: none of them holds a public landing page. A few registry entries are globally
 * reachable anycast services (AS112, AMT, the deprecated 6to4 relay 192.88.99.0/24); a crawler has no business
 * there either, so the rule refuses the registry whole rather than judging entry by entry.
 */
const blockedIpv4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], // this network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // shared address space (carrier NAT)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, holds cloud metadata at 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.31.196.0", 24], // AS112
  ["192.52.193.0", 24], // AMT
  ["192.88.99.0", 24], // deprecated 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["192.175.48.0", 24], // AS112 direct delegation
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the limited broadcast address
];

/**
 * Every entry of IANA's IPv6 Special-Purpose Address Registry, plus site-local and multicast. The one
 * exception is the well-known NAT64 prefix 64:ff9b::/96: on an IPv6-only network with DNS64 every IPv4 site
 * resolves into it, so it is judged by the IPv4 address it carries (see embeddedIpv4Subnet).
 */
const blockedIpv6: ReadonlyArray<readonly [string, number]> = [
  ["::", 96], // unspecified, loopback and the deprecated IPv4-compatible addresses
  ["64:ff9b:1::", 48], // local-use IPv4/IPv6 translation
  ["100::", 64], // discard-only
  ["100:0:0:1::", 64], // dummy prefix
  ["2001::", 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID, AMT, AS112
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4, whose relays are deprecated
  ["2620:4f:8000::", 48], // AS112 direct delegation
  ["3fff::", 20], // documentation
  ["5f00::", 16], // segment routing SIDs
  ["fc00::", 7], // unique-local, holds AWS's metadata at fd00:ec2::254
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

/** NAT64 (64:ff9b::/96) carries an IPv4 address inside; a private one stays private. */
function embeddedIpv4Subnet(address: string, prefix: number): readonly [string, number] {
  const [a = 0, b = 0, c = 0, d = 0] = address.split(".").map(Number);
  const high = ((a << 8) | b).toString(16);
  const low = ((c << 8) | d).toString(16);
  return [`64:ff9b::${high}:${low}`, 96 + prefix];
}

function buildBlockList(): BlockList {
  const list = new BlockList();
  for (const [address, prefix] of blockedIpv4) {
    list.addSubnet(address, prefix, "ipv4");
    const [embedded, embeddedPrefix] = embeddedIpv4Subnet(address, prefix);
    list.addSubnet(embedded, embeddedPrefix, "ipv6");
  }
  for (const [address, prefix] of blockedIpv6) list.addSubnet(address, prefix, "ipv6");
  return list;
}

const publicOnly = buildBlockList();

/**
 * IPv4-mapped addresses (::ffff:0:0/96) are never a destination on the wire, so all of them are refused. They
 * cannot join the list above: BlockList maps every IPv4 address it checks into that range.
 */
const ipv4Mapped = new BlockList();
ipv4Mapped.addSubnet("::ffff:0:0", 96, "ipv6");

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
      if (family === 6) return ipv4Mapped.check(bare, "ipv6") || publicOnly.check(bare, "ipv6");
      return publicOnly.check(bare, "ipv4");
    },
  };
}
