import { expect } from 'vitest';
import { PublishError } from '../../src/adapters/platforms/index.ts';

/** The PublishError a publisher call rejects with; fails the test when it resolves or throws anything else. */
export const publishErr = (p: Promise<unknown>) =>
  p
    .then(() => expect.unreachable('expected a PublishError'))
    .catch((e: unknown) => (expect(e).toBeInstanceOf(PublishError), e as PublishError));
