import { promises as dns } from "node:dns";
import type { LookupFunction } from "node:net";
import { Agent, buildConnector, type Dispatcher } from "undici";
import type { AddressPolicy } from "./address-policy.ts";
import { crawlErrors } from "./crawl-error.ts";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Name resolution, injectable so the address rules can be tested without a network. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

/**
 * The `lookup` every crawler socket connects through: it hands the socket only addresses the policy
 * allows, so the name is judged by the very answer that is connected to, and a DNS answer that changes
 * between a check and the connection (rebinding) has nothing to slip through. A name with any forbidden
 * answer is refused outright rather than filtered, since mixing public and private answers is a trick.
 */
export function guardedLookup(policy: AddressPolicy, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (answers) => {
        if (answers.some((answer) => policy.forbids(answer.address))) {
          callback(crawlErrors.blockedAddress(hostname), "", 0);
          return;
        }
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = family === 0 ? answers : answers.filter((answer) => answer.family === family);
        const [first] = usable;
        if (!first) {
          callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND", hostname }), "", 0);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 0),
    );
  };
}

/**
 * Wraps a connector so that the socket's actual peer is checked once connected. This is what catches
 * literal IP hosts (which skip the lookup) and anything else that reaches a socket another way.
 */
export function guardedConnector(policy: AddressPolicy, connect: buildConnector.connector): buildConnector.connector {
  return (options, callback) => {
    connect(options, (error, socket) => {
      if (error || !socket) {
        callback(error ?? new Error("connection failed"), null);
        return;
      }
      const peer = socket.remoteAddress;
      if (!peer || policy.forbids(peer)) {
        socket.destroy();
        callback(crawlErrors.blockedAddress(options.hostname), null);
        return;
      }
      callback(null, socket);
    });
  };
}

/**
 * The HTTP agent of the crawler: every connection it makes obeys the address policy. Connections are
 * not kept for later: a crawl rarely asks the same site twice, and a kept socket that the site closed in
 * the meantime would fail the next crawl with "could not connect".
 */
export function createGuardedAgent(policy: AddressPolicy, resolve: Resolve = systemResolve): Dispatcher {
  const connect = buildConnector({ lookup: guardedLookup(policy, resolve), timeout: 10_000 });
  const agent = new Agent({ connect: guardedConnector(policy, connect) });
  return agent.compose((dispatch) => (options, handler) => dispatch({ ...options, reset: true }, handler));
}
