import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { dismissChat, signUp, uniqueEmail } from './support/accounts.ts';
import { toast } from './support/ui.ts';

// Signed-out screens: landing page, sign-up, sign-in, the PaulinaAI chat, legal pages, /ai-agents.

// Browser globals used inside page callbacks (the root tsconfig has no DOM lib).
declare const window: { scrollY: number };

const chat = (page: Page) => page.getByRole('region', { name: 'PaulinaAI chat' });

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => dismissChat(page));

  test('shows the hero, marketing stats, eight features and the two plans the app sells', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Reelforge' })).toBeVisible();
    for (const stat of ['2.4M+', '150K+', '$50M+']) await expect(page.getByText(stat, { exact: true })).toBeVisible();
    await expect(page.getByText('Marketing claims, not live figures.')).toBeVisible();
    await expect(page.getByTestId('feature-card')).toHaveCount(8);
    await expect(page.getByTestId('feature-card').filter({ hasText: 'Starter Pack Generation' })).toBeVisible();
    const cards = page.getByTestId('pricing-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toContainText('Free');
    await expect(cards.nth(0)).toContainText('$0.00');
    await expect(cards.nth(1)).toContainText('Premium');
    await expect(cards.nth(1)).toContainText('$49.99');
    await expect(page.getByText(/SILVER|GOLD|PLATINUM|DIAMOND/)).toHaveCount(0);
    await expect(page.getByText('Your videos carry no Reelforge watermark')).toBeVisible();
    for (const name of ['Terms of Use', 'Privacy Policy', 'AML Policy']) {
      await expect(page.getByRole('contentinfo').getByRole('link', { name })).toBeVisible();
    }
  });

  test('Sign Up Free goes to the sign-up screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign Up Free' }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Join Reelforge' })).toBeVisible();
  });

  test('Learn More scrolls to the features', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Eight AI agents, one studio' })).not.toBeInViewport();
    await page.getByRole('button', { name: 'Learn More' }).click();
    await expect(page.getByRole('heading', { name: 'Eight AI agents, one studio' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('pricing and closing buttons navigate to sign-in through /api/login', async ({ page }) => {
    await page.goto('/');
    const viaRedirect = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login');
    await page.getByRole('button', { name: 'Go Premium' }).click();
    await viaRedirect;
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fsubscribe$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('button', { name: 'Start Creating Now' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test('Download App downloads a text install guide and opens the chat', async ({ page }) => {
    await page.goto('/');
    await expect(chat(page)).toBeHidden();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download App' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('reelforge-install-guide.txt');
    const text = await fs.readFile(await download.path(), 'utf8');
    expect(text).toContain('npm install && npm start');
    expect(text).toContain('Add to Home Screen');
    await expect(chat(page)).toBeVisible();
  });
});

test.describe('PaulinaAI chat', () => {
  test('never opens by itself over the landing hero; the chat button opens and closes it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Reelforge' })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(chat(page)).toBeHidden();

    await page.getByRole('button', { name: 'Chat with PaulinaAI' }).click();
    await expect(chat(page)).toContainText('¡Hola!');
    await expect(chat(page)).toContainText('你好');
    await chat(page).getByRole('button', { name: 'Close chat' }).click();
    await expect(chat(page)).toBeHidden();
  });

  test('minimizes to a round button and restores', async ({ page }) => {
    await dismissChat(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with PaulinaAI' }).click();
    await chat(page).getByRole('button', { name: 'Minimize chat' }).click();
    await expect(chat(page)).toBeHidden();
    await page.getByRole('button', { name: 'Restore PaulinaAI chat' }).click();
    await expect(chat(page)).toBeVisible();
  });

  test('answers in Spanish when written to in Spanish, with a typing indicator', async ({ page }) => {
    await dismissChat(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with PaulinaAI' }).click();
    const input = chat(page).getByRole('textbox', { name: 'Message PaulinaAI' });
    const send = chat(page).getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();

    await input.fill('¿Cuánto cuesta el plan?');
    await expect(send).toBeEnabled();
    await input.press('Enter');
    await expect(chat(page).getByTestId('chat-message-user')).toHaveText('¿Cuánto cuesta el plan?');
    await expect(chat(page).getByRole('status', { name: 'PaulinaAI is typing' })).toBeVisible();
    await input.fill('hola');
    await expect(send).toBeDisabled();

    const reply = chat(page).getByTestId('chat-message-ai').last();
    await expect(reply).toContainText('Reelforge vende dos planes');
    await expect(reply).toContainText('Premium ($49.99/mes');
    await expect(chat(page).getByRole('status', { name: 'PaulinaAI is typing' })).toBeHidden();
    await expect(send).toBeEnabled();
  });
});

test.describe('sign-up', () => {
  test('shows the spec message under each field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const msg of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Password must be at least 10 characters',
    ]) {
      await expect(page.getByText(msg)).toBeVisible();
    }

    await page.getByLabel('First Name').fill('A');
    await page.getByLabel('Last Name').fill('B');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm Password').fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Last name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 10 characters')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
  });

  test('each password field has its own show/hide toggle', async ({ page }) => {
    await page.goto('/signup');
    const password = page.getByLabel('Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(confirm).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(confirm).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).first().click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(confirm).toHaveAttribute('type', 'text');
  });

  test('creates the account signed in and lands on the dashboard; a common password and a second sign-up with the same email fail', async ({ page }) => {
    const email = uniqueEmail('signup');
    const fill = async (password = 'cobol-forever-59') => {
      await page.getByLabel('First Name').fill('Grace');
      await page.getByLabel('Last Name').fill('Hopper');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Confirm Password').fill(password);
      await page.getByRole('button', { name: 'Create Account' }).click();
    };
    await page.goto('/signup');
    await fill('1234567890');
    await expect(toast(page)).toContainText('Signup failed');
    await expect(page.locator('form').getByText('Password is too common. Please choose one that is harder to guess')).toBeVisible();

    await fill();
    await expect(toast(page)).toContainText('Account created successfully!');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/Welcome/).first()).toBeVisible();
    const me = await page.request.get('/api/auth/user');
    expect(((await me.json()) as { email: string }).email).toBe(email);

    await page.request.post('/api/auth/logout');
    await page.goto('/signup');
    await fill();
    await expect(toast(page)).toContainText('Signup failed');
    await expect(toast(page)).toContainText('An account with this email already exists. Sign in instead.');
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('sign-in', () => {
  test('shows the spec messages and links', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('[data-slot=card-title]')).toHaveText('Sign In');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  });

  test('a wrong password shows Login failed', async ({ page }) => {
    const { email } = await signUp(page, { tag: 'wrong', password: 'correct-horse-1', logIn: false });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page)).toContainText('Login failed');
    await expect(toast(page)).toContainText('Invalid email or password. Please try again.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signs in and lands on the dashboard', async ({ page }) => {
    const { email, password } = await signUp(page, { tag: 'login', password: 'correct-horse-1', logIn: false });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('returns to a same-site returnTo path, never to another site', async ({ page }) => {
    const { email, password } = await signUp(page, { tag: 'return', password: 'correct-horse-1', logIn: false });
    await page.goto('/login?returnTo=%2F%2Fevil.example%2Fx');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);

    await page.request.post('/api/auth/logout');
    await page.goto('/login?returnTo=%2Fscheduler');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/scheduler$/);
  });
});

test.describe('legal pages', () => {
  test('Terms and Privacy render with the date, the plans sold and a link home', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    await expect(page.getByText('Last updated: September 15, 2025')).toBeVisible();
    for (const plan of ['Free — $0.00:', 'Premium — $49.99 per month:']) await expect(page.getByText(plan)).toBeVisible();
    await expect(page.getByText(/SILVER|GOLD|PLATINUM|DIAMOND/)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Google Analytics (optional)' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reelforge', exact: true })).toHaveAttribute('href', '/');
  });

  test('the AML policy has 14 numbered sections and the prohibited list', async ({ page }) => {
    await page.goto('/aml');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Anti-Money Laundering');
    const sections = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(sections).toHaveCount(14);
    await expect(sections.first()).toHaveText('1. Our Commitment');
    await expect(sections.nth(9)).toHaveText('10. Prohibited Transactions');
    await expect(sections.last()).toHaveText('14. Contact and Effective Date');
    for (const item of [
      'money laundering;',
      'terrorist financing;',
      'illegal gambling;',
      'drug trafficking;',
      'any other illegal activity.',
    ]) {
      await expect(page.getByRole('listitem').filter({ hasText: item }).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Reelforge', exact: true })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

test.describe('signed-out pages', () => {
  test('/ai-agents shows the orchestra in the public layout', async ({ page }) => {
    await page.goto('/ai-agents');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Agents Orchestra' })).toBeVisible();
    for (const group of ['Core Creator Agents', 'Strategic Intelligence Agents', 'Automation & Support Agents']) {
      await expect(page.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(page.getByTestId('agent-card')).toHaveCount(8);
    await expect(page.getByTestId('agent-card').filter({ hasText: 'PaulinaAI Support' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute(
      'href',
      '/signup',
    );
    const explore = page.getByRole('navigation', { name: 'Explore Reelforge' }).getByRole('listitem');
    await expect(explore).toHaveText([
      'AI Agents Orchestra',
      'Avatar Synthesis',
      'Content Scheduler',
      'Content Library',
      'Video Studio Pro',
    ]);

    await page.getByRole('button', { name: 'Learn More from PaulinaAI' }).click();
    await expect(chat(page)).toBeVisible();
    await chat(page).getByRole('button', { name: 'Close chat' }).click();

    await page.getByRole('button', { name: 'Activate All Agents' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });

  test('a signed-out visit to /dashboard signs in first and comes back, with Welcome back!', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
    const { email, password } = await signUp(page, { tag: 'back', logIn: false });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The toast survives the full page load that follows signing in.
    await expect(toast(page)).toContainText('Welcome back!');
  });
});
