import { expect } from 'vitest';
import type { TestEnv } from './server.ts';
import { as, type User } from './users.ts';

/**
 * A video made from `texts` (one scene each, motion graphics only, so no stock service is
 * needed) and its render requested; answers the video's id once the render is accepted.
 */
export async function startMotionRender(app: TestEnv['app'], u: User, title: string, texts: string[]): Promise<string> {
  const call = (method: 'POST' | 'PUT', url: string, payload: object) => app.inject({ method, url, ...as(u), payload });
  const made = await call('POST', '/api/videos', { title, script: texts.join('\n\n'), platforms: ['tiktok'] });
  expect(made.statusCode).toBe(201);
  const id = made.json().id as string;
  expect((await call('PUT', `/api/videos/${id}/storyboard`, { scenes: texts.map((text) => ({ text, visual: { kind: 'motion' } })) })).statusCode).toBe(200);
  expect((await call('POST', `/api/videos/${id}/render`, { visualSource: 'motion' })).statusCode).toBe(202);
  return id;
}
