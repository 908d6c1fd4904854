import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

const FASTIFY_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; JSON was expected.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported here.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
};

/** One place that turns errors into responses: people get a message, never a stack. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    return reply.code(err.status).send({ message: err.message, code: err.code });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const raw = first?.message ?? 'Invalid request';
    // zod's own wording ("Invalid input: expected string...") gets the field name in front.
    const message = /^Invalid|^Too|^Unrecognized|^Expected/.test(raw) && field ? `${field}: ${raw}` : raw;
    return reply.code(400).send({ message, code: 'validation_failed', field: field || undefined });
  }
  const known = err.code ? FASTIFY_MESSAGES[err.code] : undefined;
  if (known) {
    return reply.code(known[0]).send({ message: known[1], code: err.code });
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return reply.code(err.statusCode).send({ message: err.message, code: err.code ?? 'bad_request' });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'internal' });
}

/** A route-level handler that words "too large" for what the route accepts (e.g. a photo). */
export const tooLargeMessage =
  (message: string) => (err: FastifyError, req: FastifyRequest, reply: FastifyReply) =>
    err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? reply.code(413).send({ message, code: 'file_too_large' })
      : errorHandler(err, req, reply);
