import { Link2, PenLine, ServerCrash, Wand2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { FlowMode } from './ai-video-flow';
import { OwnScriptForm } from './own-script-form';
import { ScriptForm } from './script-form';

interface Props {
  mode: FlowMode;
  onModeChange: (mode: FlowMode) => void;
  workerOffline: boolean;
  /** "Generate with AI": the topic and settings the writer works from. */
  scriptForm: ComponentProps<typeof ScriptForm>;
  /** "Write my own": the creator's words. */
  ownForm: ComponentProps<typeof OwnScriptForm>;
}

/** Three ways on a phone's width: smaller words that may wrap, no icons. */
const TRIGGER = 'min-h-8 px-1.5 text-xs leading-tight whitespace-normal max-sm:[&_svg]:hidden sm:text-sm sm:whitespace-nowrap';

/** The flow's first step: how the script is made, and its form. */
export function FormStep({ mode, onModeChange, workerOffline, scriptForm, ownForm }: Props) {
  // "From a link" is the AI writer's form with a page to write from instead of a topic to research.
  const from = scriptForm.form.watch('source');
  const tab = mode === 'own' ? 'own' : from === 'link' ? 'link' : 'ai';
  function choose(value: string) {
    if (value === 'own') return onModeChange('own');
    scriptForm.form.setValue('source', value === 'link' ? 'link' : 'topic');
    scriptForm.form.clearErrors();
    onModeChange('ai');
  }
  return (
    <>
      {workerOffline && (
        <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <ServerCrash className="mt-0.5 size-4 shrink-0" />
          The render worker is offline right now. Scripts still work; a render waits in the queue until it is back.
        </p>
      )}
      <Tabs value={tab} onValueChange={choose}>
        <TabsList className="h-auto w-full sm:h-9 sm:w-auto" aria-label="How the script is made">
          <TabsTrigger value="ai" className={TRIGGER}>
            <Wand2 /> Generate with AI
          </TabsTrigger>
          <TabsTrigger value="link" className={TRIGGER}>
            <Link2 /> From a link
          </TabsTrigger>
          <TabsTrigger value="own" className={TRIGGER}>
            <PenLine /> Write my own
          </TabsTrigger>
        </TabsList>
      </Tabs>
      {mode === 'ai' ? <ScriptForm {...scriptForm} /> : <OwnScriptForm {...ownForm} />}
    </>
  );
}
