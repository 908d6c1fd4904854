import { MSG, POST_MESSAGES, POST_OPTION_MESSAGES, type ScheduledPost } from '@reelforge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aPost, aRenderedVideo } from '../support/fixtures';
import { fakeApi, reply, unauthorized, type FakeRequest, type Routes, page } from '../support/fake-api';
import { renderApp, watchPageNavigation } from '../support/render';
import { signedIn, signedOut } from '../support/routes';

// Spec sections 2, 4, 5 and 8: /scheduler, its Create Post form, and the post list.

const pad = (n: number) => String(n).padStart(2, '0');
/** A datetime-local value `days` from now at 18:00 local time. */
function localAt(days: number) {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T18:00`;
}

function open(posts: ScheduledPost[] = [], more: Routes = {}) {
  const api = fakeApi(signedIn(undefined, { 'GET /api/scheduled-posts': page(posts), 'GET /api/videos': page([]), ...more }));
  return { api, ...renderApp('/scheduler') };
}

async function openForm(view: ReturnType<typeof open>) {
  await view.user.click(await screen.findByRole('button', { name: 'Create Post' }));
  return screen.findByRole('form', { name: 'Schedule post' });
}

const stat = (id: string) => within(screen.getByTestId(`stat-${id}`)).getByTestId('stat-value');

const result = (over: Partial<ScheduledPost['results'][number]> = {}): ScheduledPost['results'][number] => ({
  platform: 'tiktok',
  status: 'pending',
  remoteId: null,
  url: null,
  error: null,
  errorDetail: null,
  retries: 0,
  maxRetries: 3,
  updatedAt: null,
  ...over,
});

describe('Publishing failures', () => {
  const past = new Date(Date.now() - 60_000).toISOString();

  it('a post between quick retries reads "Publishing - retry 2 of 3", never "Past due"', async () => {
    open([
      aPost({
        platforms: ['tiktok'],
        status: 'ready',
        scheduledTime: past,
        results: [
          result({ retries: 2, errorDetail: 'TikTok: creator info query failed: network error (ECONNREFUSED)' }),
        ],
      }),
    ]);
    const card = await screen.findByTestId('scheduled-post');
    expect(within(card).getByTestId('post-status')).toHaveTextContent('Publishing');
    expect(within(card).getByTestId('post-relative-time')).toHaveTextContent('Publishing - retry 2 of 3');
    expect(within(card).getByTestId('post-result-retry')).toHaveTextContent('Publishing - retry 2 of 3');
    expect(within(card).queryByText('Past due')).toBeNull();
  });

  it('a failed post shows the plain reason, the technical detail folded away, and Retry sends it again', async () => {
    const failed = aPost({
      id: 'p-failed',
      platforms: ['tiktok'],
      status: 'failed',
      scheduledTime: past,
      results: [
        result({
          status: 'failed',
          error: POST_MESSAGES.unreachable('tiktok'),
          errorDetail: 'TikTok: creator info query failed: network error (getaddrinfo ENOTFOUND open.tiktokapis.com)',
          retries: 3,
        }),
      ],
    });
    const view = open([failed], {
      'POST /api/scheduled-posts/p-failed/retry': () => ({ ...failed, status: 'ready', results: [result()] }),
    });
    const card = await screen.findByTestId('scheduled-post');
    expect(within(card).getByTestId('post-result-error')).toHaveTextContent(
      "Couldn't reach TikTok - check the server's internet connection.",
    );
    const detail = within(card).getByTestId('post-result-detail');
    expect(within(detail).getByText(/ENOTFOUND/)).not.toBeVisible();
    await view.user.click(within(detail).getByText('Technical details'));
    expect(within(detail).getByText(/ENOTFOUND/)).toBeVisible();
    await view.user.click(within(card).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(view.api.calls('POST', '/api/scheduled-posts/p-failed/retry')).toHaveLength(1));
    expect(await screen.findByTestId('toast')).toHaveTextContent('Publishing again');
  });
});

describe('Post scheduler', () => {
  it('loads nothing for a signed-out visitor', async () => {
    const api = fakeApi(signedOut());
    renderApp('/scheduler');
    expect(await screen.findByRole('heading', { name: 'Post Scheduler' })).toBeVisible();
    expect(api.calls('GET', '/api/scheduled-posts')).toHaveLength(0);
  });

  it("an incomplete post shows the spec's 'Missing Fields' sentence and sends nothing", async () => {
    const view = open();
    const form = await openForm(view);
    await view.user.click(within(form).getByRole('button', { name: 'Schedule Post' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Missing Fields');
    expect(toast).toHaveTextContent(MSG.missingPostFields);
    expect(within(form).getByRole('group', { name: 'Platforms' })).toHaveAttribute('aria-invalid', 'true');
    expect(view.api.calls('POST', '/api/scheduled-posts')).toHaveLength(0);
  });

  it('refuses a time in the past with the contract words', async () => {
    const view = open();
    const form = await openForm(view);
    await view.user.type(within(form).getByLabelText(/Title/), 'Launch teaser');
    fireEvent.change(within(form).getByLabelText(/Schedule Time/), { target: { value: localAt(-1) } });
    await view.user.click(within(form).getByRole('button', { name: /TikTok/ }));
    await view.user.click(within(form).getByRole('button', { name: 'Schedule Post' }));
    expect(await within(form).findByText(POST_MESSAGES.pastTime)).toBeVisible();
    expect(view.api.calls('POST', '/api/scheduled-posts')).toHaveLength(0);
  });

  it('schedules a post: ISO time, chosen platforms, then the form closes and the list shows it', async () => {
    const view = open([], {
      'POST /api/scheduled-posts': (req) => reply(201, aPost({ ...(req.body as object), id: 'p9' })),
    });
    const form = await openForm(view);
    await view.user.type(within(form).getByLabelText(/Title/), '  Launch teaser ');
    await view.user.type(within(form).getByLabelText(/Content/), 'Coming soon #launch');
    const when = localAt(2);
    fireEvent.change(within(form).getByLabelText(/Schedule Time/), { target: { value: when } });
    await view.user.click(within(form).getByRole('button', { name: /Twitter\/X/ }));
    await view.user.click(within(form).getByRole('button', { name: /LinkedIn/ }));
    // The Free plan publishes to TikTok only: the form says so before the server does.
    expect(within(form).getByText(POST_MESSAGES.freePlan)).toBeVisible();
    view.api.on({
      'GET /api/scheduled-posts': () =>
        page(view.api.calls('POST', '/api/scheduled-posts').map((c) => aPost({ ...(c.body as object), id: 'p9' }))),
    });
    await view.user.click(within(form).getByRole('button', { name: 'Schedule Post' }));

    expect(await screen.findByText('Post scheduled successfully!')).toBeVisible();
    expect(view.api.calls('POST', '/api/scheduled-posts')[0]!.body).toEqual({
      title: 'Launch teaser',
      content: 'Coming soon #launch',
      scheduledTime: new Date(when).toISOString(),
      platforms: ['twitter', 'linkedin'],
      videoId: null,
      platformOptions: {},
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Schedule post' })).toBeNull());
    expect(await screen.findByRole('article', { name: 'Launch teaser' })).toBeVisible();
    expect(stat('scheduled')).toHaveTextContent('1');
  });

  it('a post with a ready video names it and links it', async () => {
    const video = aRenderedVideo({ id: '44444444-4444-4444-8444-444444444444', title: 'Octopus minds' });
    const view = open([], {
      'GET /api/videos': page([video]),
      'POST /api/scheduled-posts': (req) => reply(201, aPost(req.body as object)),
    });
    const form = await openForm(view);
    await view.user.click(within(form).getByRole('combobox', { name: /Video/ }));
    await view.user.click(await screen.findByRole('option', { name: /Octopus minds/ }));
    // An empty title takes the video's.
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Octopus minds');
    fireEvent.change(within(form).getByLabelText(/Schedule Time/), { target: { value: localAt(1) } });
    await view.user.click(within(form).getByRole('button', { name: /TikTok/ }));
    await view.user.click(within(form).getByRole('button', { name: 'Schedule Post' }));
    await waitFor(() => expect(view.api.calls('POST', '/api/scheduled-posts')).toHaveLength(1));
    expect(view.api.calls('POST', '/api/scheduled-posts')[0]!.body).toMatchObject({
      videoId: video.id,
      platforms: ['tiktok'],
    });
  });

  it("offers each platform's own settings: TikTok's as TikTok allows them, X's length before saving", async () => {
    const video = aRenderedVideo({ id: '66666666-6666-4666-8666-666666666666', title: 'Pour over' });
    const view = open([], {
      'GET /api/videos': page([video]),
      'GET /api/social-media/tiktok/creator-info': {
        creatorUsername: 'brewer',
        privacyLevelOptions: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY'],
        commentDisabled: false,
        duetDisabled: true,
        stitchDisabled: false,
        maxVideoPostDurationSec: 600,
      },
      'POST /api/scheduled-posts': (req) => reply(201, aPost(req.body as object)),
    });
    const form = await openForm(view);
    await view.user.click(within(form).getByRole('combobox', { name: /Video/ }));
    await view.user.click(await screen.findByRole('option', { name: /Pour over/ }));
    fireEvent.change(within(form).getByLabelText(/Schedule Time/), { target: { value: localAt(1) } });
    await view.user.click(within(form).getByRole('button', { name: /TikTok/ }));
    const tiktok = within(form).getByTestId('platform-options-tiktok');
    await view.user.click(within(tiktok).getByText('TikTok settings'));
    expect(await within(tiktok).findByText(/As TikTok offers them to @brewer/)).toBeVisible();
    await view.user.click(within(tiktok).getByRole('combobox', { name: /Who can view/ }));
    // Only the levels TikTok offers this creator.
    expect(screen.queryByRole('option', { name: 'Everyone' })).toBeNull();
    await view.user.click(screen.getByRole('option', { name: 'Only me' }));
    expect(within(tiktok).getByRole('switch', { name: 'Allow Duet' })).toBeDisabled();
    await view.user.click(within(tiktok).getByRole('switch', { name: 'Allow comments' }));
    await view.user.type(within(tiktok).getByLabelText(/Hashtags/), '#coffee brew');

    await view.user.click(within(form).getByRole('button', { name: /Twitter\/X/ }));
    fireEvent.change(within(form).getByLabelText(/^Content/), { target: { value: 'y'.repeat(290) } });
    expect(within(form).getByText('Twitter/X posts hold up to 280 characters; this one has 290.')).toBeVisible();
    await view.user.click(within(form).getByRole('button', { name: /Twitter\/X/ }));

    await view.user.click(within(form).getByRole('button', { name: 'Schedule Post' }));
    await waitFor(() => expect(view.api.calls('POST', '/api/scheduled-posts')).toHaveLength(1));
    expect(view.api.calls('POST', '/api/scheduled-posts')[0]!.body).toMatchObject({
      platforms: ['tiktok'],
      platformOptions: { tiktok: { privacyLevel: 'SELF_ONLY', allowComments: false, hashtags: ['#coffee', 'brew'] } },
    });
  });

  it("offers Threads' reply setting and Pinterest's boards (as Pinterest lists them) and link", async () => {
    const video = aRenderedVideo({ id: '77777777-7777-4777-8777-777777777777', title: 'Lemon tart' });
    const view = open([], {
      'GET /api/videos': page([video]),
      'GET /api/social-media/pinterest/boards': {
        items: [
          { id: '549755885175', name: 'Desserts', privacy: 'PUBLIC' },
          { id: '549755885176', name: 'Drafts', privacy: 'SECRET' },
        ],
      },
      'POST /api/scheduled-posts': (req) => reply(201, aPost(req.body as object)),
    });
    const form = await openForm(view);
    await view.user.click(within(form).getByRole('combobox', { name: /Video/ }));
    await view.user.click(await screen.findByRole('option', { name: /Lemon tart/ }));
    fireEvent.change(within(form).getByLabelText(/Schedule Time/), { target: { value: localAt(1) } });
    await view.user.click(within(form).getByRole('button', { name: /Threads/ }));
    await view.user.click(within(form).getByRole('button', { name: /Pinterest/ }));

    const threads = within(form).getByTestId('platform-options-threads');
    await view.user.click(within(threads).getByText('Threads settings'));
    await view.user.click(within(threads).getByRole('combobox', { name: /Who can reply/ }));
    await view.user.click(screen.getByRole('option', { name: 'Mentioned profiles only' }));

    const pinterest = within(form).getByTestId('platform-options-pinterest');
    await view.user.click(within(pinterest).getByText('Pinterest settings'));
    expect(await within(pinterest).findByText('Empty: your first board.')).toBeVisible();
    await view.user.click(within(pinterest).getByRole('combobox', { name: /Board/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Desserts', 'Drafts (secret)']);
    await view.user.click(screen.getByRole('option', { name: 'Desserts' }));
    const link = within(pinterest).getByLabelText(/Destination link/);
    await view.user.type(link, 'example.com');
    expect(within(pinterest).getByText(POST_OPTION_MESSAGES.pinterestLink)).toBeVisible();
    await view.user.clear(link);
    await view.user.type(link, 'https://example.com/tart');
    expect(within(pinterest).queryByText(POST_OPTION_MESSAGES.pinterestLink)).toBeNull();

    await view.user.click(within(form).getByRole('button', { name: 'Schedule Post' }));
    await waitFor(() => expect(view.api.calls('POST', '/api/scheduled-posts')).toHaveLength(1));
    expect(view.api.calls('POST', '/api/scheduled-posts')[0]!.body).toMatchObject({
      platforms: ['threads', 'pinterest'],
      platformOptions: {
        threads: { replyControl: 'mentioned_only' },
        pinterest: { boardId: '549755885175', link: 'https://example.com/tart' },
      },
    });
  });

  it("shows Pinterest's refusal in its words where the boards would be", async () => {
    const view = open([], {
      'GET /api/social-media/pinterest/boards': reply(502, {
        message: 'Pinterest: token refresh failed: Invalid refresh token.',
        code: 'platform_error',
      }),
    });
    const form = await openForm(view);
    await view.user.click(within(form).getByRole('button', { name: /Pinterest/ }));
    const pinterest = within(form).getByTestId('platform-options-pinterest');
    await view.user.click(within(pinterest).getByText('Pinterest settings'));
    expect(await within(pinterest).findByText('Pinterest: token refresh failed: Invalid refresh token.')).toBeVisible();
    expect(within(pinterest).getByRole('combobox', { name: /Board/ })).toBeDisabled();
  });

  it("names a platform's length limit for the chosen video before anything is saved", async () => {
    const video = aRenderedVideo({ id: '55555555-5555-4555-8555-555555555555', title: 'Long cut', duration: 720 });
    const view = open([], {
      'GET /api/videos': page([video]),
      'GET /api/scheduled-posts/platform-rules': [
        { platform: 'tiktok', minDurationSec: 3, maxDurationSec: 600, maxBytes: null, aspects: [] },
        { platform: 'instagram', minDurationSec: 3, maxDurationSec: 900, maxBytes: null, aspects: ['9:16'] },
      ],
    });
    const form = await openForm(view);
    await view.user.click(within(form).getByRole('combobox', { name: /Video/ }));
    await view.user.click(await screen.findByRole('option', { name: /Long cut/ }));
    await view.user.click(within(form).getByRole('button', { name: /Instagram/ }));
    expect(within(form).queryByText(/takes videos up to/)).toBeNull();
    await view.user.click(within(form).getByRole('button', { name: /TikTok/ }));
    expect(await within(form).findByText('TikTok takes videos up to 10 min; this one is 12 min.')).toBeVisible();
  });

  it('lists posts by time with their stats, marks one ready, edits only what changed, deletes after asking', async () => {
    const later = aPost({ id: 'p2', title: 'Behind the scenes', scheduledTime: '2099-02-01T18:00:00.000Z' });
    const sooner = aPost({ id: 'p1', title: 'Launch teaser', scheduledTime: '2099-01-01T18:00:00.000Z' });
    const posted = aPost({
      id: 'p3',
      title: 'Old news',
      status: 'posted',
      scheduledTime: '2020-01-01T18:00:00.000Z',
      platforms: ['tiktok'],
    });
    const view = open([later, posted, sooner], {
      'PATCH /api/scheduled-posts/:id': (req) => ({
        ...[later, sooner].find((p) => p.id === req.params.id)!,
        ...(req.body as object),
      }),
      'DELETE /api/scheduled-posts/:id': { message: POST_MESSAGES.deleted },
    });
    const cards = await screen.findAllByTestId('scheduled-post');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Old news', 'Launch teaser', 'Behind the scenes']);
    expect(stat('scheduled')).toHaveTextContent('2');
    expect(stat('published')).toHaveTextContent('1');
    expect(stat('platforms')).toHaveTextContent('2');

    const teaser = screen.getByRole('article', { name: 'Launch teaser' });
    await view.user.click(within(teaser).getByRole('button', { name: 'Mark Ready' }));
    expect(await screen.findByText('Post updated successfully')).toBeVisible();
    expect(view.api.calls('PATCH', '/api/scheduled-posts/p1')[0]!.body).toEqual({ status: 'ready' });

    await view.user.click(
      within(screen.getByRole('article', { name: 'Behind the scenes' })).getByRole('button', { name: 'Edit' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Post' });
    const title = within(dialog).getByLabelText(/Title/);
    await view.user.clear(title);
    await view.user.type(title, 'Behind the scenes, cut 2');
    await view.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(view.api.calls('PATCH', '/api/scheduled-posts/p2')).toHaveLength(1));
    expect(view.api.calls('PATCH', '/api/scheduled-posts/p2')[0]!.body).toEqual({ title: 'Behind the scenes, cut 2' });

    await view.user.click(
      within(screen.getByRole('article', { name: 'Old news' })).getByRole('button', { name: 'Delete' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(confirm).toHaveTextContent('The published post stays on the platforms.');
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Scheduled post deleted successfully')).toBeVisible();
    expect(view.api.calls('DELETE', '/api/scheduled-posts/p3')).toHaveLength(1);
  });

  it('a scheduler change with the session gone goes straight to sign-in', async () => {
    const view = open([aPost()], { 'PATCH /api/scheduled-posts/:id': unauthorized() });
    const nav = watchPageNavigation();
    const card = await screen.findByRole('article', { name: 'Launch teaser' });
    await view.user.click(within(card).getByRole('button', { name: 'Mark Ready' }));
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/api/login?returnTo=%2Fscheduler'));
    expect(screen.queryByText('You are logged out. Logging in again...')).toBeNull();
  });

  it('an empty schedule says so', async () => {
    open();
    expect(await screen.findByText('No posts scheduled')).toBeVisible();
    expect(stat('next')).toHaveTextContent('None');
  });

  it('reads every page of the schedule (the stats and next post need all of it)', async () => {
    const api = fakeApi(
      signedIn(undefined, {
        'GET /api/scheduled-posts': (req: FakeRequest) =>
          req.url.searchParams.get('cursor') === 'c1'
            ? page([aPost({ id: 'p2', title: 'Second page post' })])
            : { items: [aPost({ id: 'p1', title: 'First page post' })], nextCursor: 'c1' },
        'GET /api/videos': page([]),
      }),
    );
    renderApp('/scheduler');
    expect(await screen.findByText('Second page post')).toBeVisible();
    expect(screen.getByText('First page post')).toBeVisible();
    expect(api.calls('GET', '/api/scheduled-posts').map((c) => c.url.searchParams.get('cursor'))).toEqual([null, 'c1']);
  });
});
