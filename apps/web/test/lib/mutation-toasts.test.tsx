import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { renderWithProviders, watchPageNavigation } from '../support/render';

// Spec section 8: the one policy for a failed change.

const signedOut = () => new ApiError(401, '{"message":"Unauthorized","code":"unauthorized"}', 'Unauthorized');

describe('notifyMutationError', () => {
  it("toasts the server's message under the given title", async () => {
    renderWithProviders(<div />);
    act(() =>
      notifyMutationError(new ApiError(409, '{"message":"Already connected"}', ''), {
        title: 'Connection Failed',
        fallback: 'Failed to connect social media account',
      }),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Connection Failed');
    expect(toast).toHaveTextContent('Already connected');
  });

  it('falls back to the product text under the title Error', async () => {
    renderWithProviders(<div />);
    act(() => notifyMutationError(new TypeError('Failed to fetch'), { fallback: 'Failed to delete video' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to delete video');
  });

  it('signed out: says so, then goes to /api/login after 500 ms', async () => {
    vi.useFakeTimers();
    const nav = watchPageNavigation();
    window.history.replaceState(null, '', '/video-studio?video=1');
    renderWithProviders(<div />);
    act(() => notifyMutationError(signedOut(), { fallback: 'Failed to update video' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('You are logged out. Logging in again...');
    act(() => vi.advanceTimersByTime(499));
    expect(nav.go).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(nav.go).toHaveBeenCalledWith('/api/login?returnTo=%2Fvideo-studio%3Fvideo%3D1');
  });

  it('signed out where the spec says so: straight to /api/login, no toast', () => {
    const nav = watchPageNavigation();
    renderWithProviders(<div />);
    act(() => notifyMutationError(signedOut(), { fallback: 'Failed to delete avatar', on401: 'redirect' }));
    expect(nav.go).toHaveBeenCalledWith('/api/login?returnTo=%2F');
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
