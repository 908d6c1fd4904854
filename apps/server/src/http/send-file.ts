import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context/index.ts';
import { notFound } from '../lib/errors.ts';

/**
 * Streams a stored file, honouring a single HTTP Range (206) so players can seek; an
 * unsatisfiable range gets 416 with the size, as RFC 9110 asks.
 */
export async function sendFile(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, key: string, type: string) {
  const stat = await ctx.storage.stat(key);
  if (!stat) throw notFound('The file is missing');
  const size = stat.size;
  reply.header('Accept-Ranges', 'bytes').header('Content-Type', type).header('Cache-Control', 'private, max-age=0');
  reply.header('Last-Modified', stat.modifiedAt.toUTCString());
  const range = req.headers.range;
  if (!range) {
    reply.header('Content-Length', size);
    return reply.send(await ctx.storage.read(key));
  }
  const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  let start = m?.[1] ? Number(m[1]) : NaN;
  let end = m?.[2] ? Number(m[2]) : size - 1;
  if (m && !m[1] && m[2]) {
    // suffix range: the last N bytes
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  }
  end = Math.min(end, size - 1);
  if (!m || Number.isNaN(start) || start > end || start >= size) {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${size}`)
      .type('application/json')
      .send({ message: 'Requested range not satisfiable', code: 'range_not_satisfiable' });
  }
  reply
    .code(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .header('Content-Length', end - start + 1);
  return reply.send(await ctx.storage.read(key, { start, end }));
}
