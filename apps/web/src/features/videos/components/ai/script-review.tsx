import type { ScriptResponse, Writer } from '@reelforge/contracts';
import {
  ArrowLeft,
  Bot,
  Clapperboard,
  CornerDownLeft,
  Info,
  LayoutList,
  Loader2,
  PenLine,
  RefreshCw,
  Settings,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatDuration, wordCount } from '../../lib/format';
import { FormField } from '@/components/ui/form-field';
import { HashtagChips } from './hashtag-chips';

export type EditableScript = Pick<
  ScriptResponse,
  'title' | 'script' | 'scenes' | 'description' | 'hooks' | 'hashtags' | 'engine' | 'notice' | 'targetSeconds' | 'language'
> &
  // Absent for a script that no writer wrote; then `engine` says who did.
  Partial<Pick<ScriptResponse, 'writer'>>;

interface Props {
  value: EditableScript;
  onChange: (value: EditableScript) => void;
  onBack: () => void;
  onRegenerate: () => void;
  onRender: () => void;
  /** Opens the storyboard: the scenes, their visuals and order, before rendering. */
  onStoryboard?: () => void;
  regenerating: boolean;
  rendering: boolean;
  /** Shown above the actions, e.g. the plan limit. */
  alert?: ReactNode;
  /** Look and sound choices, above the alert. */
  styleSlot?: ReactNode;
  /** Opens Settings, where the user connects their own language model. */
  onOpenSettings?: () => void;
}

/** Which writer wrote this script, in words. */
export function writerLabel(writer: Writer | undefined, engine: ScriptResponse['engine']): string {
  if (!writer) return engine === 'llm' ? 'Written by a language model' : 'Written by the built-in writer';
  const model = writer.model ? ` (${writer.model})` : '';
  switch (writer.kind) {
    case 'user':
      return `Written by your model${model}`;
    case 'ollama':
      return `Written by Ollama${model}`;
    case 'openai-compatible':
      return `Written by the server’s language model${model}`;
    default:
      return 'Written by the built-in writer';
  }
}

/** The built-in writer's closing line (its notice ends with it); said here when the notice is missing. */
const CONNECT_MODEL = 'A connected language model writes scripts about the topic itself.';

/** The generated script, every part editable before it is voiced and rendered. */
export function ScriptReview({
  value,
  onChange,
  onBack,
  onRegenerate,
  onRender,
  onStoryboard,
  regenerating,
  rendering,
  alert,
  styleSlot,
  onOpenSettings,
}: Props) {
  const id = useId();
  const set = <K extends keyof EditableScript>(key: K, v: EditableScript[K]) => onChange({ ...value, [key]: v });
  const words = wordCount(value.script);
  const spoken = words / 2.5;
  const busy = regenerating || rendering;
  const builtin = (value.writer?.kind ?? value.engine) === 'builtin';
  const notice = value.notice ?? (builtin ? CONNECT_MODEL : undefined);

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span
          className="inline-flex items-center gap-1.5 rounded-full bg-violet-50 px-2.5 py-1 font-medium text-violet-800 ring-1 ring-violet-200 ring-inset"
          data-testid="script-engine"
        >
          <Bot className="size-3.5" />
          {writerLabel(value.writer, value.engine)}
        </span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-muted px-2.5 py-1 text-muted-foreground">
          <PenLine className="size-3.5" />
          Edit anything below before rendering
        </span>
      </div>

      {notice && (
        <div
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
          role="note"
        >
          <Info className="mt-0.5 size-4 shrink-0" />
          <p>
            {notice}
            {builtin && onOpenSettings && (
              <>
                {' '}
                <button
                  type="button"
                  onClick={onOpenSettings}
                  className="inline-flex items-center gap-1 font-medium text-violet-700 underline underline-offset-2 hover:text-violet-900"
                >
                  <Settings className="size-3.5" />
                  Connect a model in Settings
                </button>
              </>
            )}
          </p>
        </div>
      )}

      <FormField id={`${id}-title`} label="Title" required>
        <Input value={value.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
      </FormField>

      <FormField
        id={`${id}-script`}
        label="Script"
        required
        hint={
          <span className="tabular-nums">
            {words} words · about {formatDuration(spoken)} spoken · target {formatDuration(value.targetSeconds)}
          </span>
        }
      >
        <Textarea
          rows={9}
          value={value.script}
          className="leading-relaxed"
          onChange={(e) => set('script', e.target.value)}
          data-testid="script-text"
        />
      </FormField>

      <div className="grid gap-2">
        <p className="text-sm font-medium">Hooks</p>
        <ul className="grid gap-2">
          {value.hooks.map((hook, i) => (
            <li key={i} className="group flex items-start gap-3 rounded-lg border bg-muted/30 px-3 py-2 text-sm">
              <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-violet-100 text-xs font-semibold text-violet-700">
                {i + 1}
              </span>
              <span className="flex-1">{hook}</span>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="h-7 shrink-0 text-xs text-violet-700"
                title="Start the script with this hook"
                onClick={() => set('script', `${hook}\n\n${value.script}`)}
              >
                <CornerDownLeft className="size-3.5" /> Use as opening
              </Button>
            </li>
          ))}
        </ul>
      </div>

      <FormField id={`${id}-description`} label="Description" required>
        <Textarea
          rows={3}
          maxLength={5000}
          value={value.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </FormField>

      <FormField id={`${id}-hashtags`} label="Hashtags" required={false}>
        <HashtagChips id={`${id}-hashtags`} tags={value.hashtags} onChange={(tags) => set('hashtags', tags)} />
      </FormField>

      {styleSlot}
      {alert}

      <div className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:items-center">
        <Button type="button" variant="ghost" onClick={onBack} disabled={busy}>
          <ArrowLeft /> Back
        </Button>
        <Button type="button" variant="outline" onClick={onRegenerate} disabled={busy} className="sm:ml-auto">
          {regenerating ? <Loader2 className="animate-spin" /> : <RefreshCw />} Regenerate
        </Button>
        {onStoryboard && (
          <Button type="button" variant="outline" onClick={onStoryboard} disabled={busy || !value.script.trim()}>
            <LayoutList /> Storyboard
          </Button>
        )}
        <Button
          type="button"
          variant="gradient"
          onClick={onRender}
          disabled={busy || !value.script.trim() || !value.title.trim()}
        >
          {rendering ? <Loader2 className="animate-spin" /> : <Clapperboard />}
          {rendering ? 'Starting render...' : 'Generate Complete Video'}
        </Button>
      </div>
    </div>
  );
}
