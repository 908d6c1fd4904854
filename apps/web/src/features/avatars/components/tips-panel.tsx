import { Lightbulb, type LucideIcon, Maximize, ScanFace, Sun, User, Volume2, Wallpaper } from 'lucide-react';
import { cn } from '@/lib/utils';

const TIPS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ScanFace, title: 'Face the camera', text: 'A front-facing shot with both eyes visible and a relaxed mouth.' },
  {
    icon: Sun,
    title: 'Even, soft light',
    text: 'Daylight from a window works best; avoid hard shadows and backlight.',
  },
  { icon: Wallpaper, title: 'Plain background', text: 'A wall or backdrop keeps the focus on you.' },
  { icon: Maximize, title: '512x512 or larger', text: 'Square, sharp and unfiltered. We crop around your face.' },
  { icon: User, title: 'Just you', text: 'One person, head and shoulders in the frame.' },
  { icon: Volume2, title: 'Pick a voice', text: 'Test Voice in the preview plays it before you use it in a video.' },
];

/** Spec: the tips panel beside the gallery. */
export function TipsPanel({ className }: { className?: string }) {
  return (
    <aside aria-labelledby="avatar-tips" className={cn('rounded-xl border bg-card p-5 shadow-xs', className)}>
      <div className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-lg bg-amber-100 text-amber-700">
          <Lightbulb className="size-4.5" />
        </span>
        <div>
          <h2 id="avatar-tips" className="font-semibold">
            Tips for a great avatar
          </h2>
          <p className="text-sm text-muted-foreground">What makes a photo work</p>
        </div>
      </div>
      <ul className="mt-4 grid gap-3.5">
        {TIPS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 size-4 shrink-0 text-violet-600" aria-hidden />
            <div className="text-sm">
              <p className="font-medium">{title}</p>
              <p className="text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-5 rounded-lg bg-violet-50 p-3 text-xs text-violet-900">
        No photo? Leave it out and Reelforge draws a portrait in the style you pick.
      </p>
    </aside>
  );
}
