// Compiled by `npm run typecheck` (never run): the client's types follow the document, so a call
// with a wrong path, parameter or body does not compile.
import { createReelforgeClient, unwrap, type OperationBody, type OperationResult } from '../src/index.ts';

const client = createReelforgeClient({ baseUrl: 'http://localhost:5000', token: 'rf_example' });

export async function typed(id: string) {
  const video: OperationResult<'getVideo'> = await unwrap(client.GET('/api/videos/{id}', { params: { path: { id } } }));
  const title: string = video.title;
  // @ts-expect-error: a title is text, not a number.
  const wrong: number = video.title;
  const body: OperationBody<'createVideo'> = { title, script: 'A script.' };
  await unwrap(client.POST('/api/videos', { body }));
  // @ts-expect-error: no such path.
  await client.GET('/api/no-such-path');
  // @ts-expect-error: the id is required.
  await client.GET('/api/videos/{id}', { params: { path: {} } });
  return [title, wrong];
}
