import { MSG } from '@reelforge/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser } from '../support/fixtures';
import { fakeApi, reply } from '../support/fake-api';
import { renderApp, watchPageNavigation } from '../support/render';

// Spec sections 2, 4, 5 and 8: the sign-up screen.

const signedOut = { 'GET /api/auth/session': { user: null } };

async function fill(user: ReturnType<typeof renderApp>['user'], values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label, { exact: true });
    await user.clear(field);
    if (value) await user.type(field, value);
  }
}

const valid = {
  'First Name': 'Grace',
  'Last Name': 'Hopper',
  Email: 'grace@example.com',
  Password: 'cobol-forever-59',
  'Confirm Password': 'cobol-forever-59',
};

describe('Signup screen', () => {
  it("shows each field's message from the contract, the mismatch on Confirm Password", async () => {
    const api = fakeApi(signedOut);
    const { user } = renderApp('/signup');
    await screen.findByRole('heading', { name: 'Join Reelforge' });
    await fill(user, {
      'First Name': 'A',
      'Last Name': 'B',
      Email: 'nope',
      Password: 'short',
      'Confirm Password': 'other',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(MSG.firstNameMin)).toBeVisible();
    expect(screen.getByText(MSG.lastNameMin)).toBeVisible();
    expect(screen.getByText(MSG.emailInvalid)).toBeVisible();
    expect(screen.getByText(MSG.passwordMin)).toBeVisible();
    expect(api.calls('POST', '/api/auth/signup')).toHaveLength(0);

    await fill(user, { ...valid, 'Confirm Password': 'cobol-forever-60' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const mismatch = await screen.findByText(MSG.passwordsDontMatch);
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(mismatch.textContent!);
    expect(screen.queryByText(MSG.firstNameMin)).toBeNull();
  });

  it('each password field has its own show/hide toggle', async () => {
    fakeApi(signedOut);
    const { user } = renderApp('/signup');
    await screen.findByLabelText('Confirm Password');
    const [first] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(first!);
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
  });

  it('creates the account without confirmPassword, signed in: a toast, then the dashboard (no second sign-in)', async () => {
    const api = fakeApi({ ...signedOut, 'POST /api/auth/signup': reply(201, { message: 'ok', user: aUser() }) });
    const nav = watchPageNavigation();
    const { user } = renderApp('/signup');
    await screen.findByLabelText('First Name');
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created successfully!')).toBeVisible();
    expect(screen.getByText("You're signed in. Let's make your first video.")).toBeVisible();
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/dashboard'));
    expect(api.calls('POST', '/api/auth/signup')[0]!.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      password: 'cobol-forever-59',
    });
    expect(api.calls('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('a password the server finds too common shows under the Password field and in the toast', async () => {
    fakeApi({ ...signedOut, 'POST /api/auth/signup': reply(400, { message: MSG.passwordCommon, code: 'validation_failed', field: 'password' }) });
    const { user } = renderApp('/signup');
    await screen.findByLabelText('First Name');
    await fill(user, { ...valid, Password: 'qwertyuiop', 'Confirm Password': 'qwertyuiop' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Signup failed')).toBeVisible();
    const messages = await screen.findAllByText(MSG.passwordCommon);
    expect(messages).toHaveLength(2);
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(MSG.passwordCommon);
  });

  it("a refusal shows 'Signup failed' with the server's words", async () => {
    fakeApi({ ...signedOut, 'POST /api/auth/signup': reply(409, { message: MSG.emailTaken }) });
    const { user } = renderApp('/signup');
    await screen.findByLabelText('First Name');
    await fill(user, valid);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Signup failed')).toBeVisible();
    expect(screen.getByText(MSG.emailTaken)).toBeVisible();
  });
});
