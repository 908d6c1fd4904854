import { lazy, Suspense, type ComponentProps } from 'react';

const Chat = lazy(() => import('@/features/chat/paulina-chat').then((m) => ({ default: m.PaulinaChat })));

/**
 * The assistant loads after the page it floats over (its replies in 12 languages are not small);
 * until then nothing shows in its corner, and the page itself never waits for it.
 */
export function PaulinaChat(props: ComponentProps<typeof Chat>) {
  return (
    <Suspense fallback={null}>
      <Chat {...props} />
    </Suspense>
  );
}
