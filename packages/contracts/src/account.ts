import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { MSG } from './messages.ts';

// Account recovery and management: forgotten passwords, password change, account deletion.

const email = z
  .string({ error: MSG.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, MSG.emailInvalid)
  .pipe(z.email({ error: MSG.emailInvalid }));

const newPassword = z.string({ error: MSG.passwordMin }).min(LIMITS.passwordMinLength, MSG.passwordMin).max(1024);
const currentPassword = z.string({ error: MSG.currentPasswordRequired }).min(1, MSG.currentPasswordRequired).max(1024);

/** How long a reset link works, in minutes (said in the e-mail and on the screen). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z.string({ error: MSG.resetLinkInvalid }).min(20, MSG.resetLinkInvalid).max(200, MSG.resetLinkInvalid),
  password: newPassword,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** The reset screen adds confirmPassword, which never leaves the browser. */
export const resetPasswordFormSchema = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MSG.passwordsDontMatch, path: ['confirmPassword'] });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

export const changePasswordSchema = z.object({ currentPassword, newPassword });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.passwordsDontMatch, path: ['confirmPassword'] });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

export const deleteAccountSchema = z.object({ password: currentPassword });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
