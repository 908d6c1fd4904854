import { TRANSLATION_MESSAGES, TRANSLATIONS_MAX, type TranslationsResponse, type Video } from '@reelforge/contracts';
import { ArrowRight, Languages, Loader2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api';
import { notifySuccess } from '@/lib/mutation-toasts';
import { handleUnauthorized } from '@/lib/unauthorized';
import { createTranslationsSchema, useTranslateVideo } from '../api/translate-video';
import { baseLanguage, matchLanguages, translationLanguages } from '../lib/translation-languages';

interface Props {
  video: Video;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Translate: pick up to ten languages; each becomes a new draft video in the studio with the
 * scenes, title, description and hashtags translated, to review in its storyboard and render.
 */
export function TranslateDialog({ video, open, onOpenChange }: Props) {
  const [picked, setPicked] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const [done, setDone] = useState<TranslationsResponse | null>(null);
  const translate = useTranslateVideo();
  // The video's own language is not offered (videos before any render or translation are English).
  const own = baseLanguage(video.language ?? 'en');
  const all = useMemo(() => translationLanguages().filter((l) => l.code !== own), [own]);
  const shown = matchLanguages(all, query);
  const nameOf = (code: string) => all.find((l) => l.code === code)?.name ?? code;
  const full = picked.length >= TRANSLATIONS_MAX;

  const change = (next: boolean) => {
    if (!next) {
      setDone(null);
      setPicked([]);
      setQuery('');
      translate.reset();
    }
    onOpenChange(next);
  };
  const toggle = (code: string, on: boolean) => setPicked((p) => (on ? [...p, code] : p.filter((c) => c !== code)));
  const checked = createTranslationsSchema.safeParse({ languages: picked });
  const submit = () => {
    if (!checked.success) return;
    translate.mutate(
      { id: video.id, languages: checked.data.languages },
      {
        onSuccess: (res) => {
          setDone(res);
          notifySuccess(TRANSLATION_MESSAGES.translated(res.videos.length));
        },
        // Signed out: the product's 401 toast and sign-in; any other refusal shows in the dialog.
        onError: (e) => void handleUnauthorized(e),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent className="gap-4 sm:max-w-[560px]">
        <DialogHeader className="pr-8">
          <DialogTitle>Translate</DialogTitle>
          <DialogDescription>
            {done
              ? 'Review each translation in its storyboard, then render it.'
              : `One new video per language, narrated in it, with the same pictures. Pick up to ${TRANSLATIONS_MAX}.`}
          </DialogDescription>
        </DialogHeader>
        {done ? (
          <ul className="grid gap-2" aria-label="Translated videos">
            {done.videos.map((v) => (
              <li key={v.id} className="flex min-w-0 items-center justify-between gap-3 rounded-lg border px-3 py-2">
                <span className="min-w-0">
                  <span className="block text-xs font-medium text-muted-foreground">{nameOf(v.language)}</span>
                  <span className="block truncate text-sm font-medium">{v.title}</span>
                </span>
                <Button asChild variant="outline" size="sm">
                  <Link href={`/video-studio?video=${encodeURIComponent(v.id)}`} onClick={() => change(false)}>
                    Open <ArrowRight /> <span className="sr-only">the {nameOf(v.language)} video</span>
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <div className="grid gap-3">
            <Input
              type="search"
              aria-label="Search languages"
              placeholder="Search languages"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
            <fieldset className="grid gap-2">
              <legend className="sr-only">Languages</legend>
              <div className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border p-2 sm:grid-cols-2" tabIndex={0} aria-label="Languages">
                {shown.map((l) => {
                  const on = picked.includes(l.code);
                  return (
                    <label key={l.code} className="flex min-w-0 items-center gap-2 rounded px-1.5 py-1 text-sm hover:bg-muted">
                      <input
                        type="checkbox"
                        className="size-4 shrink-0 accent-primary"
                        checked={on}
                        disabled={!on && full}
                        onChange={(e) => toggle(l.code, e.target.checked)}
                      />
                      <span className="min-w-0 truncate">{l.name}</span>
                    </label>
                  );
                })}
                {shown.length === 0 && <p className="px-1.5 py-1 text-sm text-muted-foreground">No language matches.</p>}
              </div>
            </fieldset>
            <p className="text-xs text-muted-foreground" aria-live="polite">
              {picked.length ? `${picked.length} picked: ${picked.map(nameOf).join(', ')}.` : 'None picked yet.'} Each counts as a video on your plan.
            </p>
            {translate.isError && (
              <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900" role="alert">
                {errorMessage(translate.error, 'The video could not be translated. Please try again.')}
              </p>
            )}
          </div>
        )}
        <DialogFooter>
          {done ? (
            <Button variant="outline" onClick={() => change(false)}>
              Close
            </Button>
          ) : (
            <Button onClick={submit} disabled={!checked.success || translate.isPending}>
              {translate.isPending ? <Loader2 className="animate-spin" /> : <Languages />}
              {translate.isPending ? 'Translating...' : picked.length > 1 ? `Translate into ${picked.length} languages` : 'Translate'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
