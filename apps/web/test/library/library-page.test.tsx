import { LIBRARY_MESSAGES, filterLibrary, libraryQuerySchema, pageLibrary, type LibraryItem, type LibraryResponse } from '@reelforge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, reply, type FakeRequest } from '../support/fake-api';
import { renderApp, watchPageNavigation } from '../support/render';
import { signedIn, signedOut } from '../support/routes';

// Spec sections 2, 5 and 8: /library: search, type, category and sort, selection, states.

type User = ReturnType<typeof renderApp>['user'];

const item = (over: Partial<LibraryItem> & Pick<LibraryItem, 'id' | 'name'>): LibraryItem => ({
  type: 'video',
  description: null,
  category: null,
  thumbnailUrl: null,
  size: null,
  duration: null,
  likes: 0,
  views: 0,
  isPublic: false,
  tags: [],
  status: 'draft',
  downloadUrl: null,
  origin: over.type === 'template' ? 'template' : 'video',
  isFavorite: false,
  width: null,
  height: null,
  mimeType: null,
  previewUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const items = [
  item({
    id: 'v1',
    name: 'Morning routine',
    likes: 40,
    views: 900,
    createdAt: '2026-01-03T00:00:00.000Z',
    tags: ['habits'],
  }),
  item({
    id: 'v2',
    name: 'Launch teaser',
    likes: 300,
    views: 100,
    createdAt: '2026-01-05T00:00:00.000Z',
    tags: ['launch'],
  }),
  item({
    id: 't1',
    type: 'template',
    name: 'Explainer in 3 acts',
    description: 'Teach anything in thirty seconds',
    category: 'education',
    status: null,
    views: null,
    likes: 1200,
    createdAt: '2026-01-04T00:00:00.000Z',
  }),
  item({
    id: 't2',
    type: 'template',
    name: 'Unboxing',
    category: 'tech',
    status: null,
    views: null,
    likes: 5,
    createdAt: '2026-01-01T00:00:00.000Z',
  }),
];
/** The server's side of GET /api/library: the same pure filter and pager the API uses. */
const serve = (all: LibraryItem[]) => (req: FakeRequest): LibraryResponse => {
  const query = libraryQuerySchema.parse(Object.fromEntries(req.url.searchParams));
  const matches = filterLibrary(all, query);
  const counts = { video: 0, template: 0, image: 0, audio: 0, script: 0 };
  for (const i of all) counts[i.type] += 1;
  return { ...pageLibrary(matches, query.sort, query.limit, query.cursor)!, counts, total: matches.length, totalSize: 0 };
};
const library = serve(items);

const shown = () =>
  screen.queryAllByTestId('library-item').map((li) => within(li).getByRole('heading', { level: 3 }).textContent);

async function pick(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

function open(response: object | ((req: FakeRequest) => unknown) = library) {
  const api = fakeApi(signedIn(undefined, { 'GET /api/library': response }));
  return { api, ...renderApp('/library') };
}

describe('Content Library', () => {
  it('lists everything newest first', async () => {
    open();
    await screen.findAllByTestId('library-item');
    await waitFor(() => expect(shown()).toEqual(['Launch teaser', 'Explainer in 3 acts', 'Morning routine', 'Unboxing']));
  });

  it('searches name, description and tags, whatever the case', async () => {
    const { user } = open();
    await screen.findAllByTestId('library-item');
    const search = screen.getByRole('searchbox', { name: 'Search library' });
    await user.type(search, 'LAUNCH');
    await waitFor(() => expect(shown()).toEqual(['Launch teaser']));
    await user.clear(search);
    await user.type(search, 'habits');
    await waitFor(() => expect(shown()).toEqual(['Morning routine']));
    await user.clear(search);
    await user.type(search, 'thirty');
    await waitFor(() => expect(shown()).toEqual(['Explainer in 3 acts']));
  });

  it('filters by type and category, and says when the filters hide everything', async () => {
    const { user } = open();
    await screen.findAllByTestId('library-item');
    await pick(user, 'Filter by type', 'Templates (2)');
    await waitFor(() => expect(shown()).toEqual(['Explainer in 3 acts', 'Unboxing']));
    await pick(user, 'Filter by category', 'Technology');
    await waitFor(() => expect(shown()).toEqual(['Unboxing']));
    await pick(user, 'Filter by type', 'Videos (2)');
    expect(await screen.findByText(LIBRARY_MESSAGES.noContent)).toBeVisible();
    expect(screen.getByText(LIBRARY_MESSAGES.adjustFilters)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shown()).toHaveLength(4));
  });

  it('sorts by name, likes and views', async () => {
    const { user } = open();
    await screen.findAllByTestId('library-item');
    await pick(user, 'Sort by', 'Name (A-Z)');
    await waitFor(() => expect(shown()).toEqual(['Explainer in 3 acts', 'Launch teaser', 'Morning routine', 'Unboxing']));
    await pick(user, 'Sort by', 'Most liked');
    await waitFor(() => expect(shown()).toEqual(['Explainer in 3 acts', 'Launch teaser', 'Morning routine', 'Unboxing']));
    await pick(user, 'Sort by', 'Most viewed');
    await waitFor(() => expect(shown().slice(0, 2)).toEqual(['Morning routine', 'Launch teaser']));
  });

  it('selects items by clicking them, and clears the selection', async () => {
    const { user } = open();
    await screen.findAllByTestId('library-item');
    await user.click(screen.getByRole('button', { name: 'Select Launch teaser' }));
    await user.click(screen.getByRole('button', { name: 'Select Unboxing' }));
    expect(screen.getByTestId('selection-count')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: /Clear Selection/i }));
    expect(screen.queryByTestId('selection-count')).toBeNull();
  });

  it('an empty library invites the first piece of content', async () => {
    open(serve([]));
    expect(await screen.findByText(LIBRARY_MESSAGES.startUploading)).toBeVisible();
  });

  it('deletes an item after asking', async () => {
    const { user, api } = open();
    api.on({ 'DELETE /api/templates/:id': { message: 'ok' } });
    await screen.findAllByTestId('library-item');
    api.on({ 'GET /api/library': serve(items.filter((i) => i.id !== 't2')) });
    await user.click(screen.getByRole('button', { name: 'Delete Unboxing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this template?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(LIBRARY_MESSAGES.deleted)).toBeVisible();
    expect(api.calls('DELETE', '/api/templates/t2')).toHaveLength(1);
    await waitFor(() => expect(shown()).not.toContain('Unboxing'));
  });

  it('a library that cannot load says so and offers Try Again', async () => {
    const { user, api } = open(reply(500, { message: 'Something went wrong', code: 'internal' }));
    // The list retries twice before it gives up (spec section 7).
    expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 15_000 })).toBeVisible();
    expect(api.calls('GET', '/api/library')).toHaveLength(3);
    api.on({ 'GET /api/library': library });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findAllByTestId('library-item')).toHaveLength(4);
  });

  it('signed out: Access Required, then the sign-in redirect after 1.5 s', async () => {
    const api = fakeApi(signedOut());
    const nav = watchPageNavigation();
    renderApp('/library');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent(LIBRARY_MESSAGES.accessRequiredTitle);
    expect(toast).toHaveTextContent(LIBRARY_MESSAGES.accessRequired);
    expect(nav.go).not.toHaveBeenCalled();
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/api/login?returnTo=%2Flibrary'), { timeout: 3000 });
    expect(api.calls('GET', '/api/library')).toHaveLength(0);
  });
});
