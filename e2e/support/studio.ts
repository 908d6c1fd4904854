import { expect, type Locator, type Page } from '@playwright/test';
import { choose } from './ui.ts';

/** Opens the studio's Create AI Video dialog (on the "Generate with AI" tab). */
export async function openCreateDialog(page: Page): Promise<Locator> {
  await page.goto('/video-studio');
  await page.getByRole('button', { name: 'Create AI Video' }).first().click();
  return page.getByRole('dialog');
}

export interface TopicForm {
  topic: string;
  duration: string;
  tone?: string;
}

/** Fills the AI tab's topic form for TikTok, as a creator does. */
export async function fillTopicForm(dialog: Locator, { topic, duration, tone = 'Engaging & Educational' }: TopicForm) {
  await dialog.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await choose(dialog, 'Duration', duration);
  await choose(dialog, 'Platform', 'TikTok');
  await choose(dialog, 'Tone', tone);
}

/** Generate Script, then the script step's Storyboard. */
export async function generateToStoryboard(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Generate Script' }).click();
  await expect(dialog.getByRole('heading', { name: 'Review your script' })).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Storyboard' }).click();
  await expect(dialog.getByRole('heading', { name: 'Storyboard' })).toBeVisible();
}
