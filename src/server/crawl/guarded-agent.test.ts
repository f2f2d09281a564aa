import type { LookupAddress, LookupOptions } from "node:dns";
import { EventEmitter } from "node:events";
import type { Socket } from "node:net";
import type { buildConnector } from "undici";
import { describe, expect, it } from "vitest";
import { createAddressPolicy } from "./address-policy.ts";
import { CrawlError } from "./crawl-error.ts";
import { guardedConnector, guardedLookup, type ResolvedAddress } from "./guarded-agent.ts";

const strict = createAddressPolicy({ allowPrivateNetworks: false });

/** A resolver that answers from a table, as a DNS server under an attacker's control could. */
const resolver = (table: Record<string, ResolvedAddress[]>) => async (hostname: string) => {
  const answers = table[hostname];
  if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  return answers;
};

function lookUp(hostname: string, options: LookupOptions, table: Record<string, ResolvedAddress[]>) {
  const lookup = guardedLookup(strict, resolver(table));
  return new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[] }>((resolve) => {
    lookup(hostname, options, (error, address) => resolve({ error, address }));
  });
}

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

describe("the resolver hook judges the answer that will be connected to", () => {
  it.each([
    ["a name rebound to loopback", [v4("127.0.0.1")]],
    ["a name pointing at cloud metadata", [v4("169.254.169.254")]],
    ["a name with a private IPv6 answer", [v6("fd12:3456::1")]],
    ["a name with an IPv4-mapped private answer", [v6("::ffff:10.0.0.7")]],
    ["a name mixing a public and a private answer", [v4("93.184.216.34"), v4("10.0.0.1")]],
  ])("refuses %s", async (_label, answers) => {
    const { error } = await lookUp("shop.example", { all: true }, { "shop.example": answers });
    expect(error).toBeInstanceOf(CrawlError);
    expect((error as CrawlError).kind).toBe("blocked-address");
    expect(error?.message).toContain("shop.example");
  });

  it("hands public answers to the socket, all of them or the first of the wanted family", async () => {
    const table = { "shop.example": [v6("2606:2800:220:1::1"), v4("93.184.216.34")] };
    expect((await lookUp("shop.example", { all: true }, table)).address).toEqual(table["shop.example"]);
    const single = await lookUp("shop.example", { family: 4 }, table);
    expect(single).toEqual({ error: null, address: "93.184.216.34" });
  });

  it("passes a resolver failure on, and a name without an answer of the wanted family is not found", async () => {
    expect((await lookUp("nowhere.example", { all: true }, {})).error?.code).toBe("ENOTFOUND");
    const table = { "v6only.example": [v6("2606:2800:220:1::1")] };
    expect((await lookUp("v6only.example", { family: 4 }, table)).error?.code).toBe("ENOTFOUND");
  });
});

describe("the connect hook checks the peer of every socket", () => {
  const fakeSocket = (remoteAddress: string | undefined) => {
    const socket = Object.assign(new EventEmitter(), {
      remoteAddress,
      destroyed: false,
      destroy() {
        socket.destroyed = true;
      },
    });
    return socket;
  };

  function connectTo(remoteAddress: string | undefined) {
    const socket = fakeSocket(remoteAddress);
    const base: buildConnector.connector = (_options, callback) => callback(null, socket as unknown as Socket);
    const connect = guardedConnector(strict, base);
    return new Promise<{ error: Error | null; socket: unknown; destroyed: boolean }>((resolve) => {
      connect({ hostname: "203.0.113.9", host: "203.0.113.9", protocol: "http:", port: "80" }, (error, connected) =>
        resolve({ error, socket: connected, destroyed: socket.destroyed }),
      );
    });
  }

  it.each(["127.0.0.1", "169.254.169.254", "::1", "::ffff:192.168.0.1", undefined])(
    "closes a socket that reached %s and refuses it",
    async (peer) => {
      const result = await connectTo(peer);
      expect(result.error).toBeInstanceOf(CrawlError);
      expect(result.socket).toBeNull();
      expect(result.destroyed).toBe(true);
    },
  );

  it("keeps a socket whose peer is public", async () => {
    const result = await connectTo("93.184.216.34");
    expect(result.error).toBeNull();
    expect(result.destroyed).toBe(false);
  });

  it("passes connection errors through untouched", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const connect = guardedConnector(strict, (_options, callback) => callback(refused, null));
    const error = await new Promise<Error | null>((resolve) =>
      connect({ hostname: "example.com", host: "example.com", protocol: "http:", port: "80" }, (...args) => resolve(args[0])),
    );
    expect(error).toBe(refused);
  });
});
