/** The time, injectable: sweeps and expiry checks take it from here, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The clock's time in epoch milliseconds: Date.now() on the injected clock. */
export const nowMs = (clock: Clock) => clock.now().getTime();
