/** The start of `now`'s calendar month (UTC): the Free plan's allowance resets here. */
export const monthStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
