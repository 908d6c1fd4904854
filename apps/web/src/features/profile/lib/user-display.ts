import type { User } from '@reelforge/contracts';

type NamedUser = Pick<User, 'firstName' | 'lastName' | 'email'>;

/** Spec section 9: first+last initials, else the first 2 letters of the email, else 'U'. */
export function getInitials(user: NamedUser | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = user?.email?.trim();
  if (email) return email.slice(0, 2).toUpperCase();
  return 'U';
}

/** What the product calls a person: their first name, else their email. */
export function getDisplayName(user: NamedUser | null | undefined): string {
  return user?.firstName?.trim() || user?.email || 'there';
}

export function getFullName(user: NamedUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

export const isAdmin = (user: Pick<User, 'role'>) => user.role === 'admin';
