import { AudioLines, Clapperboard, ImagePlus, LogIn, UserRoundPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

const STEPS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ImagePlus, title: 'Upload one photo', text: 'Or none: a portrait is drawn for you.' },
  { icon: AudioLines, title: 'Pick a style and voice', text: 'Realistic, cartoon, anime, professional or casual.' },
  { icon: Clapperboard, title: 'Present your videos', text: 'Your avatar speaks the narration of AI videos.' },
];

/** Signed-out visitors see what the page does and how to get in; nothing is requested. */
export function SignInPrompt() {
  return (
    <section data-testid="avatar-sign-in-prompt" className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className="flex flex-col items-center gap-3 px-6 pt-10 pb-8 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-violet-100 text-violet-700">
          <UserRoundPlus className="size-6" />
        </span>
        <h2 className="text-lg font-semibold">Sign in to build your avatars</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          Your avatars are private to your account. Sign in to create one from a photo, give it a voice and use it as
          the presenter in your videos.
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button asChild variant="gradient">
            <Link href="/login">
              <LogIn /> Sign In
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/signup">Create a free account</Link>
          </Button>
        </div>
      </div>
      <ol className="grid gap-px border-t bg-border sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="flex gap-3 bg-muted/40 p-5">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white text-violet-700 shadow-xs ring-1 ring-border">
              <Icon className="size-4" />
            </span>
            <div className="text-sm">
              <p className="font-medium">
                <span className="text-muted-foreground">{i + 1}.</span> {title}
              </p>
              <p className="text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
