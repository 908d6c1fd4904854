import { describe, expect, it } from 'vitest';
import { loginSchema, signupFormSchema, signupRequestSchema, MSG } from '../src/index.ts';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('auth contracts', () => {
  it('trims and lowercases the email', () => {
    expect(loginSchema.parse({ email: '  Ada@Example.COM ', password: 'x' }).email).toBe('ada@example.com');
  });
  it('uses the spec messages', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toBe(MSG.emailInvalid);
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(MSG.passwordRequired);
    const base = { firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.co', password: 'longenough' };
    expect(firstMessage(signupRequestSchema.safeParse({ ...base, firstName: 'A' }))).toBe(MSG.firstNameMin);
    expect(firstMessage(signupRequestSchema.safeParse({ ...base, lastName: 'L' }))).toBe(MSG.lastNameMin);
    expect(firstMessage(signupRequestSchema.safeParse({ ...base, password: 'short' }))).toBe(MSG.passwordMin);
  });
  it('puts the mismatch on confirmPassword', () => {
    const r = signupFormSchema.safeParse({
      firstName: 'Ada', lastName: 'Lovelace', email: 'a@b.co', password: 'longenough', confirmPassword: 'different',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['confirmPassword'], message: MSG.passwordsDontMatch });
  });
});
