import {
  LIBRARY_CATEGORY_LABELS,
  TEMPLATE_CATEGORIES,
  parseTags,
  updateLibraryItemSchema,
  type LibraryItem,
  type TemplateCategory,
} from '@reelforge/contracts';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { Textarea } from '@/components/ui/textarea';
import { contractResolver } from '@/lib/forms';

interface Form {
  name: string;
  category: TemplateCategory | 'none';
  description: string;
  tags: string;
}

const toRequest = (f: Form) => ({
  name: f.name,
  category: f.category === 'none' ? null : f.category,
  description: f.description.trim() || null,
  tags: parseTags(f.tags),
});
const resolver = contractResolver<Form, ReturnType<typeof updateLibraryItemSchema.parse>>(updateLibraryItemSchema, toRequest);

const CATEGORY_OPTIONS = [
  { value: 'none' as const, label: 'No category' },
  ...TEMPLATE_CATEGORIES.map((c) => ({ value: c, label: LIBRARY_CATEGORY_LABELS[c] })),
];

interface Props {
  item: LibraryItem | null;
  pending: boolean;
  onSave: (item: LibraryItem, changes: ReturnType<typeof updateLibraryItemSchema.parse>) => void;
  onClose: () => void;
}

/** Name, category, description and tags of an upload, checked with the API's own schema. */
export function EditDialog({ item, pending, onSave, onClose }: Props) {
  const form = useForm<Form, unknown, ReturnType<typeof updateLibraryItemSchema.parse>>({
    resolver,
    defaultValues: { name: '', category: 'none', description: '', tags: '' },
  });
  useEffect(() => {
    if (item)
      form.reset({
        name: item.name,
        category: (TEMPLATE_CATEGORIES as readonly string[]).includes(item.category ?? '') ? (item.category as TemplateCategory) : 'none',
        description: item.description ?? '',
        tags: item.tags.join(', '),
      });
  }, [item, form]);
  const errors = form.formState.errors;
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit details</DialogTitle>
          <DialogDescription>How this upload is named and found in your library.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={form.handleSubmit((changes) => item && onSave(item, changes))} noValidate>
          <FormField label="Name" required error={errors.name?.message}>
            <Input {...form.register('name')} />
          </FormField>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => <SelectField label="Category" value={field.value} onChange={field.onChange} options={CATEGORY_OPTIONS} />}
          />
          <FormField label="Description" required={false} error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
          <FormField label="Tags" required={false} hint="Separated by commas" error={errors.tags?.message}>
            <Input {...form.register('tags')} placeholder="launch, b-roll, intro" />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving...' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
