import net from 'node:net';

/**
 * The address of a port nothing listens on: connecting fails at once with ECONNREFUSED, as an
 * unreachable platform host does (a DNS failure fails the same way, just sooner).
 */
export async function closedPort(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
