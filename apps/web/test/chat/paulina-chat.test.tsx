import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeChat } from '@/features/chat/chat-store';
import { fakeApi } from '../support/fake-api';
import { renderApp } from '../support/render';
import { signedOut } from '../support/routes';

// Spec sections 2, 4 and 5: the floating assistant on the landing page.

const chat = () => screen.getByRole('region', { name: 'PaulinaAI chat' });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  api = fakeApi(signedOut());
});
afterEach(() => act(() => closeChat()));

/** The chat is code-split: its timer starts once its chunk has loaded and it has mounted. */
async function chatLoaded() {
  await act(async () => {
    await import('@/features/chat/paulina-chat');
  });
}

describe('PaulinaAI chat', () => {
  it('never opens by itself over the landing page; a chat button opens it, greeting in three languages', async () => {
    const { user } = renderApp('/');
    await screen.findAllByRole('link', { name: /Sign Up Free/ });
    await chatLoaded();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('region', { name: 'PaulinaAI chat' })).toBeNull();
    await user.click((await screen.findAllByRole('button', { name: /Chat with/ }))[0]!);
    const greeting = within(chat()).getAllByTestId('chat-message-ai')[0]!;
    expect(greeting).toHaveTextContent("Hi! I'm PaulinaAI");
    expect(greeting).toHaveTextContent('¡Hola!');
    expect(greeting).toHaveTextContent('你好');
  });

  it('answers in Spanish after a typing pause; sending waits for text and for the reply', async () => {
    const { user } = renderApp('/');
    await user.click((await screen.findAllByRole('button', { name: /Chat with/ }))[0]!);
    const input = within(chat()).getByRole('textbox', { name: 'Message PaulinaAI' });
    const send = within(chat()).getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();

    await user.clear(input);
    await user.type(input, '¿Cuánto cuesta el plan?{Enter}');
    expect(within(chat()).getAllByTestId('chat-message-user').at(-1)).toHaveTextContent('¿Cuánto cuesta el plan?');
    expect(within(chat()).getByRole('status', { name: 'PaulinaAI is typing' })).toBeVisible();
    await user.type(input, 'hola');
    expect(send).toBeDisabled();

    // The answer comes from the corpus shipped with the app (loaded on demand), after the pause.
    await act(async () => {
      vi.advanceTimersByTime(3000);
    });
    await within(chat()).findByText(/Reelforge vende dos planes/);
    const reply = within(chat()).getAllByTestId('chat-message-ai').at(-1)!;
    expect(reply).toHaveTextContent('Reelforge vende dos planes');
    expect(reply).toHaveTextContent('Premium ($49.99/mes');
    expect(reply).not.toHaveTextContent(/SILVER|DIAMOND/);
    expect(within(chat()).queryByRole('status', { name: 'PaulinaAI is typing' })).toBeNull();
    expect(send).toBeEnabled();
    // Signed out, the chat never asks the server.
    expect(api.all.filter((c) => c.path.startsWith('/api/assistant'))).toEqual([]);
  });

  it('minimizes to a round button and comes back, and closes', async () => {
    const { user } = renderApp('/');
    await user.click((await screen.findAllByRole('button', { name: /Chat with/ }))[0]!);
    await user.click(within(chat()).getByRole('button', { name: 'Minimize chat' }));
    expect(screen.queryByRole('region', { name: 'PaulinaAI chat' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restore PaulinaAI chat' }));
    await user.click(within(chat()).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('region', { name: 'PaulinaAI chat' })).toBeNull();
  });
});
