import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A public link to a local file, as a platform that fetches videos itself (Threads) is given one:
 * GET /<name> streams the file; every fetch is counted.
 */
export async function hostFile(path: string, name = 'video.mp4') {
  let fetches = 0;
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== `/${name}`) return void res.writeHead(404).end();
    fetches++;
    res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(fs.statSync(path).size) });
    fs.createReadStream(path).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/${name}`,
    missingUrl: `${base}/gone.mp4`,
    get fetches() {
      return fetches;
    },
    stop: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
