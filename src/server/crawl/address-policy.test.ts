import { describe, expect, it } from "vitest";
import { createAddressPolicy } from "./address-policy.ts";
import { CrawlError } from "./crawl-error.ts";
import { assertHostAllowed, parseCrawlUrl } from "./crawl-url.ts";

const strict = createAddressPolicy({ allowPrivateNetworks: false });
const open = createAddressPolicy({ allowPrivateNetworks: true });

describe("the address rule refuses every non-public destination: the IANA special-purpose registries, multicast and reserved", () => {
  it.each([
    ["loopback", "127.0.0.1"],
    ["loopback, anywhere in 127/8", "127.255.3.4"],
    ["unspecified", "0.0.0.0"],
    ["this network", "0.1.2.3"],
    ["private 10/8", "10.1.2.3"],
    ["private 172.16/12", "172.16.0.1"],
    ["private 172.16/12, top", "172.31.255.254"],
    ["private 192.168/16", "192.168.1.1"],
    ["shared address space (carrier NAT)", "100.64.0.1"],
    ["link-local", "169.254.1.1"],
    ["cloud metadata", "169.254.169.254"],
    ["multicast", "224.0.0.1"],
    ["reserved", "240.0.0.1"],
    ["broadcast", "255.255.255.255"],
    ["IPv6 loopback", "::1"],
    ["IPv6 unspecified", "::"],
    ["IPv6 unique-local", "fd00::1"],
    ["AWS IPv6 metadata", "fd00:ec2::254"],
    ["IPv6 link-local", "fe80::1"],
    ["IPv6 link-local with a zone", "fe80::1%eth0"],
    ["IPv6 multicast", "ff02::1"],
    ["IPv4-mapped loopback", "::ffff:127.0.0.1"],
    ["IPv4-mapped metadata, hexadecimal form", "::ffff:a9fe:a9fe"],
    ["IPv4-mapped private, long form", "0:0:0:0:0:ffff:0a00:0001"],
    ["IPv4-compatible loopback", "::127.0.0.1"],
    ["NAT64 of a private address", "64:ff9b::10.0.0.1"],
    ["6to4 of the metadata address", "2002:a9fe:a9fe::1"],
    ["6to4 of a public address: 6to4 relays are deprecated", "2002:5db8:d822::1"],
    ["deprecated 6to4 relay anycast", "192.88.99.1"],
    ["AS112", "192.31.196.1"],
    ["AMT", "192.52.193.1"],
    ["AS112 direct delegation", "192.175.48.1"],
    ["IETF protocol assignments (PCP anycast)", "192.0.0.9"],
    ["IPv4-mapped public: never a destination on the wire", "::ffff:93.184.216.34"],
    ["IPv4-mapped public, hexadecimal form", "::ffff:5db8:d822"],
    ["local-use NAT64", "64:ff9b:1::5db8:d822"],
    ["Teredo", "2001:0:4136:e378:8000:63bf:3fff:fdd2"],
    ["IPv6 benchmarking", "2001:2::1"],
    ["IPv6 discard-only", "100::1"],
    ["IPv6 dummy prefix", "100:0:0:1::1"],
    ["IPv6 documentation", "2001:db8::1"],
    ["IPv6 documentation, the new prefix", "3fff::1"],
    ["segment routing SIDs", "5f00::1"],
    ["AS112 direct delegation, IPv6", "2620:4f:8000::1"],
    ["bracketed, as URLs write it", "[::1]"],
    ["not an address at all", "localhost"],
    ["empty", ""],
  ])("%s: %s", (_label, address) => {
    expect(strict.forbids(address)).toBe(true);
  });

  it.each([
    ["public IPv4", "93.184.216.34"],
    ["public IPv4 next to 172.16/12", "172.32.0.1"],
    ["public IPv4 next to 100.64/10", "100.128.0.1"],
    ["public IPv6", "2606:2800:220:1:248:1893:25c8:1946"],
    ["NAT64 of a public address", "64:ff9b::5db8:d822"],
    ["public IPv4 next to 192.88.99/24", "192.88.100.1"],
    ["public IPv6 next to 2001::/23", "2001:200::1"],
  ])("allows %s: %s", (_label, address) => {
    expect(strict.forbids(address)).toBe(false);
  });

  it("lifts the rule when private networks are allowed, yet still refuses what is not an address", () => {
    expect(open.forbids("127.0.0.1")).toBe(false);
    expect(open.forbids("169.254.169.254")).toBe(false);
    expect(open.forbids("::1")).toBe(false);
    expect(open.forbids("not-an-ip")).toBe(true);
  });
});

describe("addresses as users type them", () => {
  it.each(["ftp://example.com/", "javascript:alert(1)", "file:///etc/passwd", "example.com", "http://", "", "http://user:pw@example.com/"])(
    "refuses %j with 'Invalid URL provided'",
    (input) => {
      expect(() => parseCrawlUrl(input)).toThrow("Invalid URL provided");
    },
  );

  it("accepts http and https, dropping the fragment", () => {
    expect(parseCrawlUrl("https://example.com/a?b=1#top").href).toBe("https://example.com/a?b=1");
    expect(parseCrawlUrl("http://example.com").href).toBe("http://example.com/");
  });

  it.each([
    ["decimal", "http://2130706433/"],
    ["octal", "http://0177.0.0.1/"],
    ["hexadecimal", "http://0x7f.0.0.1/"],
    ["short form", "http://127.1/"],
    ["octal, one number", "http://017700000001/"],
    ["metadata in decimal", "http://2852039166/latest/meta-data/"],
    ["bracketed IPv6 loopback", "http://[::1]:8080/"],
    ["bracketed IPv4-mapped", "http://[::ffff:127.0.0.1]/"],
  ])("refuses a literal %s spelling before connecting: %s", (_label, input) => {
    const url = parseCrawlUrl(input);
    const refusal = (() => {
      try {
        assertHostAllowed(url, strict);
        return null;
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(CrawlError);
    expect((refusal as CrawlError).kind).toBe("blocked-address");
    expect((refusal as CrawlError).message).toMatch(/private or local network address/);
  });

  it("leaves names to the resolver hook", () => {
    expect(() => assertHostAllowed(parseCrawlUrl("http://localhost/"), strict)).not.toThrow();
  });
});
