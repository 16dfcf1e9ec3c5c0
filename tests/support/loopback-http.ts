/**
 * An HTTP server a test starts on a free loopback port: its address, and a close that ends
 * the connections still open (a keep-alive client would hold it open otherwise).
 */
import type http from 'node:http';

export async function listenOnLoopback(
  server: http.Server,
): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
