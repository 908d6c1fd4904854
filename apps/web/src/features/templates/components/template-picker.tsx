import { STRUCTURE_INFO, type TemplateDetail } from '@reelforge/contracts';
import { LayoutTemplate } from 'lucide-react';
import { SelectField } from '@/components/ui/select-field';
import { useTemplates } from '../api/templates';
import { recipeLine } from '../lib/labels';

const NONE = 'none';

interface Props {
  value: TemplateDetail | null;
  onChange: (template: TemplateDetail | null) => void;
  disabled?: boolean;
}

/** "Use template" in the AI video flow: picking one fills the form; its structure shapes the script. */
export function TemplatePicker({ value, onChange, disabled }: Props) {
  const templates = useTemplates();
  const usable = (templates.data ?? []).filter((t) => t.structure);
  return (
    <div className="grid gap-1.5 rounded-lg border border-dashed bg-accent/30 p-3" data-testid="template-picker">
      <SelectField
        label="Use template"
        required={false}
        value={value?.id ?? NONE}
        onChange={(id) => onChange(usable.find((t) => t.id === id) ?? null)}
        options={[{ value: NONE, label: 'No template' }, ...usable.map((t) => ({ value: t.id, label: t.isStarter ? `${t.name} (Starter)` : t.name }))]}
        disabled={disabled || templates.isLoading}
        contentClassName="max-h-72"
        hint={
          value?.structure ? (
            <span className="flex items-start gap-1.5">
              <LayoutTemplate className="mt-0.5 size-3.5 shrink-0" />
              {recipeLine(value)}. Scenes: {STRUCTURE_INFO[value.structure].skeleton.join(' → ')}
            </span>
          ) : (
            'A template fills every field below and shapes the script.'
          )
        }
      />
    </div>
  );
}
