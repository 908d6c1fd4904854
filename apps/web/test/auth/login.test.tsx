import { MSG } from '@reelforge/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../support/fixtures';
import { fakeApi, reply } from '../support/fake-api';
import { renderApp, watchPageNavigation } from '../support/render';
import { signedIn } from '../support/routes';
import { dismiss } from '@/hooks/use-toast';

// Spec sections 2, 4, 5 and 8: the sign-in screen, acting as a person would.

const signedOut = { 'GET /api/auth/session': { user: null } };

describe('Login screen', () => {
  it('shows the spec messages under each field, and sends nothing', async () => {
    const api = fakeApi(signedOut);
    const { user } = renderApp('/login');
    await screen.findByRole('heading', { name: 'Welcome Back' });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(MSG.emailInvalid)).toBeVisible();
    expect(screen.getByText(MSG.passwordRequired)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('shows and hides the password', async () => {
    fakeApi(signedOut);
    const { user } = renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('signs in: Welcome back!, then a full navigation to the dashboard about 100 ms later', async () => {
    const api = fakeApi({ ...signedOut, 'POST /api/auth/login': { message: 'ok', user: aUser() } });
    const nav = watchPageNavigation();
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), '  Maya@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Welcome back!')).toBeVisible();
    expect(screen.getByText("You've been logged in successfully.")).toBeVisible();
    // The contract trims and lowercases the email before it is sent.
    expect(api.calls('POST', '/api/auth/login')[0]!.body).toEqual({
      email: 'maya@example.com',
      password: 'correct-horse',
    });
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/dashboard'));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  });

  it('Welcome back! is still there on the page the full navigation opens', async () => {
    fakeApi({ ...signedOut, 'POST /api/auth/login': { message: 'ok', user: aUser() } });
    const nav = watchPageNavigation();
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/dashboard'));

    // What the browser does next: a new page, a new app, an empty toast store.
    cleanup();
    dismiss();
    fakeApi(signedIn());
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome back!')).toBeVisible();
    expect(screen.getByText("You've been logged in successfully.")).toBeVisible();
  });

  it('goes back to where the person was sent from, never off the site', async () => {
    fakeApi({ ...signedOut, 'POST /api/auth/login': { message: 'ok', user: aUser() } });
    const nav = watchPageNavigation();
    const { user } = renderApp('/login?returnTo=%2F%2Fevil.example');
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/dashboard'));
  });

  it("a refusal shows 'Login failed' with the server's words, else the spec's", async () => {
    const api = fakeApi({ ...signedOut, 'POST /api/auth/login': reply(429, { message: MSG.tooManyAttempts }) });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeVisible();
    expect(screen.getByText(MSG.tooManyAttempts)).toBeVisible();

    api.on({ 'POST /api/auth/login': reply(500, { message: 'Something went wrong', code: 'internal' }) });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(api.calls('POST', '/api/auth/login')).toHaveLength(2));
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('links to sign up, forgotten password and home', async () => {
    fakeApi(signedOut);
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  });
});
