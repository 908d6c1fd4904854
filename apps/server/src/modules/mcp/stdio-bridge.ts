import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { isJSONRPCRequest, isJSONRPCResultResponse, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';

/**
 * `npm run mcp`: MCP over stdio for desktop clients (ADR 0031). It is a bridge, not a second
 * server: every message goes to REELFORGE_URL/mcp with REELFORGE_TOKEN, so the tools, the token's
 * scope, revocation and rate limits are the running server's, and this process needs no database,
 * storage or secrets - only a token, like any other API client.
 */
const env = z
  .object({
    REELFORGE_URL: z.url({ error: 'REELFORGE_URL must be the Reelforge server address, e.g. http://127.0.0.1:5000' }).default('http://127.0.0.1:5000'),
    REELFORGE_TOKEN: z
      .string({ error: 'REELFORGE_TOKEN is required: create an API token in Settings -> API tokens.' })
      .trim()
      .startsWith('rf_', 'REELFORGE_TOKEN must be a Reelforge API token (rf_...).'),
  })
  // This CLI is a client of the server, so it reads its own two variables, not the server's config.
  .safeParse(process.env);

if (!env.success) {
  // stdout belongs to the protocol: people read stderr.
  process.stderr.write(`${env.error.issues.map((i) => i.message).join('\n')}\n`);
  process.exit(2);
}

const { REELFORGE_URL, REELFORGE_TOKEN } = env.data;
const upstream = new StreamableHTTPClientTransport(new URL('/mcp', REELFORGE_URL), {
  requestInit: { headers: { Authorization: `Bearer ${REELFORGE_TOKEN}` } },
});
const local = new StdioServerTransport();

local.onmessage = (message: JSONRPCMessage) => {
  upstream.send(message).catch((err: unknown) => {
    const reason = err instanceof Error ? err.message : String(err);
    process.stderr.write(`reelforge mcp: ${reason}\n`);
    // A request must still get an answer, or the client waits forever.
    if (isJSONRPCRequest(message)) {
      void local.send({ jsonrpc: '2.0', id: message.id, error: { code: -32000, message: `Reelforge at ${REELFORGE_URL}: ${reason}` } });
    }
  });
};
upstream.onmessage = (message: JSONRPCMessage) => {
  // The HTTP side sends the negotiated version on later requests, as the SDK's client would.
  if (isJSONRPCResultResponse(message) && typeof message.result.protocolVersion === 'string') {
    upstream.setProtocolVersion(message.result.protocolVersion);
  }
  void local.send(message);
};
upstream.onerror = (err) => process.stderr.write(`reelforge mcp: ${err.message}\n`);
const stop = () => void upstream.close().finally(() => process.exit(0));
local.onclose = stop;
// The client closing our stdin is how it says goodbye.
process.stdin.on('end', stop);

await upstream.start();
await local.start();
