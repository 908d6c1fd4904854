import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, ErrorResponse } from '@reelforge/contracts';
import { AppError } from './errors.ts';

const FASTIFY_MESSAGES: Record<string, [number, string, ErrorCode]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.', 'invalid_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty; JSON was expected.', 'empty_body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.', 'body_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported here.', 'unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.', 'bad_content_length'],
};

/** Other 4xx from the framework or a plugin (rate limit, multipart): a code from the status. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  429: 'rate_limited',
};

const body = (b: ErrorResponse) => b;

/** One place that turns errors into responses: people get a message, never a stack. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    return reply.code(err.status).send(body({ message: err.message, code: err.code }));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const raw = first?.message ?? 'Invalid request';
    // zod's own wording ("Invalid input: expected string...") gets the field name in front.
    const message = /^Invalid|^Too|^Unrecognized|^Expected/.test(raw) && field ? `${field}: ${raw}` : raw;
    return reply.code(400).send(body({ message, code: 'validation_failed', field: field || undefined }));
  }
  const known = err.code ? FASTIFY_MESSAGES[err.code] : undefined;
  if (known) {
    return reply.code(known[0]).send(body({ message: known[1], code: known[2] }));
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return reply.code(err.statusCode).send(body({ message: err.message, code: CODE_OF_STATUS[err.statusCode] ?? 'bad_request' }));
  }
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send(body({ message: 'Something went wrong on our side. Please try again.', code: 'internal' }));
}

/** A route-level handler that words "too large" for what the route accepts (e.g. a photo). */
export const tooLargeMessage =
  (message: string) => (err: FastifyError, req: FastifyRequest, reply: FastifyReply) =>
    err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ? reply.code(413).send(body({ message, code: 'file_too_large' }))
      : errorHandler(err, req, reply);
