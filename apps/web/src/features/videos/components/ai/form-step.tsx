import { PenLine, ServerCrash, Wand2 } from 'lucide-react';
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

/** The flow's first step: how the script is made, and its form. */
export function FormStep({ mode, onModeChange, workerOffline, scriptForm, ownForm }: Props) {
  return (
    <>
      {workerOffline && (
        <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <ServerCrash className="mt-0.5 size-4 shrink-0" />
          The render worker is offline right now. Scripts still work; a render waits in the queue until it is back.
        </p>
      )}
      <Tabs value={mode} onValueChange={(v) => onModeChange(v === 'own' ? 'own' : 'ai')}>
        <TabsList className="w-full sm:w-auto" aria-label="How the script is made">
          <TabsTrigger value="ai">
            <Wand2 /> Generate with AI
          </TabsTrigger>
          <TabsTrigger value="own">
            <PenLine /> Write my own
          </TabsTrigger>
        </TabsList>
      </Tabs>
      {mode === 'ai' ? <ScriptForm {...scriptForm} /> : <OwnScriptForm {...ownForm} />}
    </>
  );
}
