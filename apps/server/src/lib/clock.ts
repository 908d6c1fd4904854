/** The time, injectable: sweeps and expiry checks take it from here, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
