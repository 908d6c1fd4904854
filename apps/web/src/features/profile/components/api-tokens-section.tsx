import {
  createApiTokenSchema,
  type ApiToken,
  type ApiTokenScope,
  type CreateApiToken,
  type CreatedApiToken,
} from '@reelforge/contracts';
import { Check, Copy, KeyRound, Loader2, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select-field';
import { contractResolver } from '@/lib/forms';
import { notifyMutationError, notifySuccess } from '@/lib/mutation-toasts';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from '../api/api-tokens';

interface FormValues {
  name: string;
  scope: ApiTokenScope;
}

const resolver = contractResolver<FormValues, CreateApiToken>(createApiTokenSchema, (f) => f);
const SCOPES = [
  { value: 'read', label: 'Read only' },
  { value: 'write', label: 'Read and write' },
] as const;
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const when = (iso: string) => day.format(new Date(iso));

/** The new token, once: copy it now, it is never shown again. */
function NewToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      notifyMutationError(new Error('copy failed'), {
        fallback: 'Could not copy. Select the token and copy it yourself.',
      });
    }
  };
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-950"
    >
      <p className="font-medium">“{created.name}” created. Copy it now: it will not be shown again.</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label="New API token"
          value={created.token}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 bg-white font-mono text-xs sm:flex-1"
        />
        <div className="flex gap-2">
          <Button type="button" size="sm" onClick={() => void copy()}>
            {copied ? <Check /> : <Copy />} {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </div>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="truncate font-medium">{token.name}</span>
          <Badge variant={token.scope === 'write' ? 'default' : 'secondary'}>
            {token.scope === 'write' ? 'Write' : 'Read'}
          </Badge>
          <code className="text-xs text-muted-foreground">{token.prefix}…</code>
        </div>
        <p className="text-xs text-muted-foreground">
          Created {when(token.createdAt)} · {token.lastUsedAt ? `Last used ${when(token.lastUsedAt)}` : 'Never used'}
        </p>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="self-start text-destructive hover:bg-destructive/10 hover:text-destructive sm:self-auto"
        onClick={onRevoke}
        aria-label={`Revoke ${token.name}`}
      >
        <Trash2 /> Revoke
      </Button>
    </li>
  );
}

/** Settings -> API tokens: personal tokens for scripts and MCP clients (ADR 0031). */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const form = useForm<FormValues, unknown, CreateApiToken>({ resolver, defaultValues: { name: '', scope: 'read' } });
  const { errors } = form.formState;

  const onCreate = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (next) => {
        setCreated(next);
        form.reset({ name: '', scope: values.scope });
      },
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to create the token. Please try again.' }),
    }),
  );
  const onConfirmRevoke = () =>
    revoking &&
    revoke.mutate(revoking.id, {
      onSuccess: () => {
        notifySuccess(`“${revoking.name}” was revoked: it no longer works.`);
        if (created?.id === revoking.id) setCreated(null);
        setRevoking(null);
      },
      onError: (error) => notifyMutationError(error, { fallback: 'Failed to revoke the token. Please try again.' }),
    });

  return (
    <section className="rounded-xl border bg-card" aria-labelledby="api-tokens-title">
      <h3 id="api-tokens-title" className="flex items-center gap-2 border-b px-4 py-3 text-sm font-semibold">
        <KeyRound className="size-4 text-primary" />
        API tokens
      </h3>
      <div className="grid gap-4 p-4">
        <p className="text-sm text-muted-foreground">
          Let scripts and AI assistants act for you: send a token as{' '}
          <code className="whitespace-nowrap">Authorization: Bearer rf_…</code> to the REST API or the MCP server at{' '}
          <code>/mcp</code>. Read tokens can only look. Tokens cannot change your password, billing or tokens.
        </p>
        <form noValidate onSubmit={onCreate} className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-start">
          <FormField label="Name" required error={errors.name?.message}>
            <Input placeholder="Claude Desktop" autoComplete="off" maxLength={60} {...form.register('name')} />
          </FormField>
          <Controller
            control={form.control}
            name="scope"
            render={({ field }) => (
              <SelectField
                label="Access"
                value={field.value}
                onChange={field.onChange}
                options={SCOPES}
                error={errors.scope?.message}
              />
            )}
          />
          <Button type="submit" className="sm:mt-[1.375rem]" disabled={create.isPending}>
            {create.isPending ? <Loader2 className="animate-spin" /> : <Plus />} Create token
          </Button>
        </form>
        {created && <NewToken created={created} onDone={() => setCreated(null)} />}
      </div>
      {tokens.isError ? (
        <p className="border-t px-4 py-3 text-sm text-destructive" role="alert">
          Your API tokens could not be loaded.{' '}
          <button type="button" className="underline" onClick={() => void tokens.refetch()}>
            Try again
          </button>
        </p>
      ) : tokens.data && tokens.data.length === 0 ? (
        <p className="border-t px-4 py-3 text-sm text-muted-foreground">No API tokens yet.</p>
      ) : (
        <ul className="divide-y border-t" aria-label="Your API tokens">
          {tokens.data?.map((t) => (
            <TokenRow key={t.id} token={t} onRevoke={() => setRevoking(t)} />
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={revoking !== null}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="Anything using this token stops working at once. This cannot be undone."
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={onConfirmRevoke}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
