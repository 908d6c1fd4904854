import type { ErrorCode } from '@reelforge/contracts';

/** A failure the user can act on: status + a message meant for people + a code for programs. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ErrorCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'bad_request') => new AppError(400, message, code);
export const unauthorized = (message = 'Unauthorized') => new AppError(401, message, 'unauthorized');
export const forbidden = (message: string, code: ErrorCode = 'forbidden') => new AppError(403, message, code);
export const notFound = (what = 'Not found') => new AppError(404, what, 'not_found');
export const conflict = (message: string, code: ErrorCode = 'conflict') => new AppError(409, message, code);
