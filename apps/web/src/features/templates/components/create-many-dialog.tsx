import { BATCH_MAX_TOPICS, TEMPLATE_MESSAGES, parseTopics, type BatchVideosResponse } from '@reelforge/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FileUp, Layers, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { videosQueryOptions } from '@/lib/queries/videos';
import { useBatchVideos, useTemplates } from '../api/templates';
import { recipeLine } from '../lib/labels';
import { BatchProgress } from './batch-progress';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The template chosen when the dialog opens (a card's "Create many"). */
  templateId?: string;
  onOpenVideo?: (videoId: string) => void;
}

/** "Create many": a list or CSV of topics, one template, one video each, and one view of their progress. */
export function CreateManyDialog({ open, onOpenChange, templateId: initial, onOpenVideo }: Props) {
  const templates = useTemplates(open);
  const [templateId, setTemplateId] = useState(initial ?? '');
  const [text, setText] = useState('');
  const [result, setResult] = useState<BatchVideosResponse | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const batch = useBatchVideos();
  const topics = parseTopics(text);
  const usable = (templates.data ?? []).filter((t) => t.structure);
  const chosen = usable.find((t) => t.id === templateId);

  useEffect(() => setTemplateId(initial ?? ''), [initial]);
  // The videos list is the progress: asked again every 2 s while any video of the batch renders.
  const ids = new Set(result?.items.flatMap((i) => (i.videoId ? [i.videoId] : [])) ?? []);
  const videos = useInfiniteQuery({
    ...videosQueryOptions,
    enabled: open && ids.size > 0,
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.items.some((v) => ids.has(v.id) && v.status === 'generating')) ? 2000 : false,
  });

  async function loadCsv(file: File) {
    const content = await file.text();
    setText((t) => [t.trim(), content.trim()].filter(Boolean).join('\n'));
  }

  function start() {
    if (!templateId) return toast({ title: 'Missing Fields', description: TEMPLATE_MESSAGES.batchTemplate, variant: 'destructive' });
    if (topics.length === 0) return toast({ title: 'Missing Fields', description: TEMPLATE_MESSAGES.batchEmpty, variant: 'destructive' });
    batch.mutate(
      { templateId, topics },
      {
        onSuccess: setResult,
        onError: (error) => notifyMutationError(error, { fallback: 'Failed to generate video. Please try again.' }),
      },
    );
  }

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && result) {
      setResult(null);
      setText('');
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-[640px]">
        <DialogHeader>
          <DialogTitle>{result ? 'Creating your videos' : 'Create many'}</DialogTitle>
          <DialogDescription>
            {result
              ? `${result.items.length} videos from “${chosen?.name ?? 'your template'}”. You can close this; they keep rendering.`
              : `One video per topic, up to ${BATCH_MAX_TOPICS}, each written and styled by the template.`}
          </DialogDescription>
        </DialogHeader>

        {result ? (
          <BatchProgress items={result.items} videos={videos.data ?? []} onOpenVideo={onOpenVideo} />
        ) : (
          <div className="grid gap-4">
            <SelectField
              label="Template"
              required
              value={templateId}
              onChange={setTemplateId}
              options={usable.map((t) => ({ value: t.id, label: t.isStarter ? `${t.name} (Starter)` : t.name }))}
              placeholder={templates.isLoading ? 'Loading templates...' : 'Choose a template'}
              hint={chosen ? recipeLine(chosen) : undefined}
              contentClassName="max-h-72"
            />
            <FormField
              label="Topics"
              required
              hint={
                topics.length > BATCH_MAX_TOPICS ? (
                  <span className="text-destructive">{TEMPLATE_MESSAGES.batchTooMany}</span>
                ) : (
                  `${topics.length} topic${topics.length === 1 ? '' : 's'}. One per line, or paste a CSV: the first column is the topic.`
                )
              }
            >
              <Textarea
                rows={8}
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={'5 desk habits for focus\nWhy sleep matters\nHow to brew pour-over coffee'}
                data-testid="batch-topics"
              />
            </FormField>
            <input
              ref={fileInput}
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              className="hidden"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void loadCsv(file);
                e.target.value = '';
              }}
            />
            <DialogFooter className="gap-2 sm:justify-between">
              <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
                <FileUp /> Load CSV
              </Button>
              <Button type="button" onClick={start} disabled={batch.isPending || topics.length > BATCH_MAX_TOPICS}>
                {batch.isPending ? <Loader2 className="animate-spin" /> : <Layers />}
                {batch.isPending ? `Writing ${topics.length} scripts...` : `Create ${topics.length || ''} videos`.replace('  ', ' ')}
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
