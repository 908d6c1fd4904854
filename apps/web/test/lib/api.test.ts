import { describe, expect, it } from 'vitest';
import { ApiError, apiJson, apiRequest, errorMessage, getQueryFn, isUnauthorizedError } from '@/lib/api';
import { fakeApi, reply, unauthorized } from '../support/fake-api';

// Spec sections 7 and 8: the API client's request shape and its error format.

describe('the API client', () => {
  it('sends cookies, and JSON only when there is a payload', async () => {
    const api = fakeApi({ 'POST /api/videos': { id: 'v1' }, 'POST /api/auth/logout': reply(204) });
    await apiJson('POST', '/api/videos', { title: 'Hello' });
    await apiRequest('POST', '/api/auth/logout');
    const [withBody, withoutBody] = api.all;
    expect(withBody!.headers.get('Content-Type')).toBe('application/json');
    expect(withBody!.body).toEqual({ title: 'Hello' });
    expect(withoutBody!.headers.get('Content-Type')).toBeNull();
    expect(withoutBody!.body).toBeUndefined();
    const init = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]![1];
    expect(init.credentials).toBe('include');
  });

  it('turns a non-2xx answer into "<status>: <body>"', async () => {
    fakeApi({ 'PATCH /api/videos/:id': reply(400, 'Title is too long') });
    await expect(apiJson('PATCH', '/api/videos/1', { title: 'x' })).rejects.toThrow('400: Title is too long');
  });

  it('uses the status text when the body is empty', async () => {
    fakeApi({ 'DELETE /api/videos/:id': reply(503, undefined, 'Service Unavailable') });
    await expect(apiJson('DELETE', '/api/videos/1')).rejects.toThrow('503: Service Unavailable');
  });

  it('treats the unauthorized code as signed out, and nothing else', async () => {
    fakeApi({ 'GET /api/videos': unauthorized(), 'GET /api/avatars': reply(403, { message: 'Unauthorized plan' }) });
    const signedOut = await apiJson('GET', '/api/videos').catch((e: unknown) => e);
    const forbidden = await apiJson('GET', '/api/avatars').catch((e: unknown) => e);
    expect(signedOut).toBeInstanceOf(ApiError);
    expect((signedOut as Error).message).toBe('401: {"message":"Unauthorized","code":"unauthorized"}');
    expect(isUnauthorizedError(signedOut)).toBe(true);
    expect(isUnauthorizedError(forbidden)).toBe(false);
    expect(isUnauthorizedError(new Error('401: Bad token'))).toBe(false);
  });

  it("shows the server's own words, never its generic 500 or a proxy page", () => {
    const fallback = 'Failed to update video';
    expect(errorMessage(new ApiError(400, '{"message":"Please give the video a title."}', ''), fallback)).toBe(
      'Please give the video a title.',
    );
    expect(errorMessage(new ApiError(500, '{"message":"Something went wrong","code":"internal"}', ''), fallback)).toBe(
      fallback,
    );
    expect(errorMessage(new ApiError(502, '<html>Bad Gateway</html>', 'Bad Gateway'), fallback)).toBe(fallback);
    expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });

  it('the default query function GETs the key joined with slashes; the user query reads 401 as null', async () => {
    const api = fakeApi({ 'GET /api/videos/v1': { id: 'v1' }, 'GET /api/auth/user': unauthorized() });
    await expect(getQueryFn({ queryKey: ['/api/videos', 'v1'] })).resolves.toEqual({ id: 'v1' });
    await expect(getQueryFn({ queryKey: ['/api/auth/user'], on401: 'returnNull' })).resolves.toBeNull();
    await expect(getQueryFn({ queryKey: ['/api/auth/user'] })).rejects.toThrow(/^401: /);
    expect(api.calls('GET', '/api/videos/v1')).toHaveLength(1);
  });
});
