import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Input } from '@/components/ui/input';

const MAX_TAGS = 30;
const normalise = (raw: string) => {
  const word = raw.trim().replace(/^#+/, '').replace(/\s+/g, '');
  return word ? `#${word}` : '';
};

export function HashtagChips({
  id,
  tags,
  onChange,
}: {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const tag = normalise(draft);
    setDraft('');
    if (!tag || tags.length >= MAX_TAGS || tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return;
    onChange([...tags, tag]);
  };
  return (
    <div className="flex flex-wrap items-center gap-1.5 rounded-md border border-input p-2 focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50">
      {tags.map((t) => (
        <span
          key={t}
          className="inline-flex items-center gap-1 rounded-full bg-violet-50 py-0.5 pr-1 pl-2.5 text-xs font-medium text-violet-800 ring-1 ring-violet-200 ring-inset"
        >
          {t.startsWith('#') ? t : `#${t}`}
          <button
            type="button"
            className="rounded-full p-0.5 text-violet-500 hover:bg-violet-200 hover:text-violet-900"
            aria-label={`Remove ${t}`}
            onClick={() => onChange(tags.filter((x) => x !== t))}
          >
            <X className="size-3" />
          </button>
        </span>
      ))}
      <span className="flex min-w-32 flex-1 items-center gap-1">
        <Plus className="size-3.5 text-muted-foreground" />
        <Input
          id={id}
          value={draft}
          maxLength={100}
          placeholder="Add a hashtag"
          className="h-7 border-0 px-1 shadow-none focus-visible:ring-0"
          onChange={(e) => setDraft(e.target.value)}
          onBlur={add}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ',' || e.key === ' ') {
              e.preventDefault();
              add();
            } else if (e.key === 'Backspace' && !draft && tags.length) {
              onChange(tags.slice(0, -1));
            }
          }}
        />
      </span>
    </div>
  );
}
