import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorCode, errorResponseSchema } from '../src/index.ts';

describe('error codes', () => {
  it('are unique snake_case words', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('the error body takes a known code only', () => {
    expect(errorCode.parse('plan_limit')).toBe('plan_limit');
    expect(errorResponseSchema.safeParse({ message: 'No.', code: 'plan_limit' }).success).toBe(true);
    expect(errorResponseSchema.safeParse({ message: 'No.', code: 'FST_ERR_CTP_BODY_TOO_LARGE' }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ message: 'No.' }).success).toBe(false);
  });
});
