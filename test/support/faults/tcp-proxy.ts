import { createServer, type Server, type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";

export interface TcpProxy {
  /** The port on 127.0.0.1 that reaches the target while the proxy is open. */
  port: number;
  /** The target as seen through the proxy: `postgres://…@127.0.0.1:5432/db` becomes the proxy's port. */
  through(url: string): string;
  /** The database "stops": every open connection is dropped and new ones are refused. */
  cut(): Promise<void>;
  /** The database "starts" again on the same address. */
  restore(): Promise<void>;
  /** Holds every chunk this long in each direction, as a slow network would. */
  setDelay(ms: number): void;
  /** Connections made through the proxy so far. */
  connections(): number;
  /** Cuts for good. */
  close(): Promise<void>;
}

/**
 * A cuttable TCP proxy on 127.0.0.1 in front of a real server (the shared PostgreSQL), so a test can take
 * "the database" away from the app and give it back without touching the server everyone else uses.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let delayMs = 0;
  let made = 0;

  const forward = (from: Socket, to: Socket) => {
    from.on("data", (chunk: Buffer) => {
      if (delayMs === 0) to.write(chunk);
      else {
        // Pausing keeps chunks in order while each one waits.
        from.pause();
        setTimeout(() => {
          if (!to.destroyed) to.write(chunk);
          from.resume();
        }, delayMs);
      }
    });
  };

  const onConnection = (client: Socket) => {
    made += 1;
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      // A dropped side takes the other with it, as a dead database's connection would.
      socket.on("error", () => undefined);
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    forward(client, upstream);
    forward(upstream, client);
  };

  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  let open = true;

  const cut = async () => {
    if (!open) return;
    open = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  return {
    port,
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(port);
      return proxied.toString();
    },
    cut,
    async restore() {
      if (open) return;
      server = createServer(onConnection);
      await listen(port);
      open = true;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    connections: () => made,
    close: cut,
  };
}
