import { MSG } from '@reelforge/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { z } from 'zod';

/**
 * How many of the most used passwords are refused. The list (zxcvbn-ts's common passwords, most
 * used first, from leaked-password corpora) ships in node_modules: no network at sign-up.
 */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let common: Set<string> | null = null;

/** True when the password, in any letter case, is one of the most common ones. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED));
  return common.has(password.toLowerCase());
}

/**
 * A route's body schema that also refuses a common password in `field` (the field's own
 * message, like any other validation), for every place a password is chosen.
 */
export function refusingCommonPasswords<S extends z.ZodObject>(schema: S, field: keyof z.output<S> & string): S {
  return schema.superRefine((value, issues) => {
    const password = (value as Record<string, unknown>)[field];
    if (typeof password === 'string' && isCommonPassword(password)) {
      issues.addIssue({ code: 'custom', path: [field], message: MSG.passwordCommon });
    }
  });
}
