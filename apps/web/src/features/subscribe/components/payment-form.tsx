import { zodResolver } from '@hookform/resolvers/zod';
import {
  BILLING_MESSAGES,
  PLANS,
  cardFormSchema,
  formatUsd,
  parseExpiry,
  type CardForm,
  type SubscriptionIntent,
} from '@reelforge/contracts';
import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { useConfirmPayment } from '../api/subscription';

const digits = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);
/** As people read card numbers: groups of four. */
const groupCardNumber = (v: string) => digits(v, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
/** "1234" -> "12 / 34" while typing. */
function maskExpiry(v: string) {
  const d = digits(v, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function SandboxNotice() {
  return (
    <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="sandbox-notice">
      <FlaskConical className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">Sandbox — no real charge</p>
        <p className="mt-0.5 text-amber-800">
          No payment processor is connected. Use the test card <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span> with any future expiry and any
          CVC; <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> is declined.
        </p>
      </div>
    </div>
  );
}

/** The card form for Premium; confirms the payment the server created. */
export function PaymentForm({ intent }: { intent: SubscriptionIntent }) {
  const confirm = useConfirmPayment();
  const form = useForm<CardForm>({ resolver: zodResolver(cardFormSchema), defaultValues: { number: '', expiry: '', cvc: '' } });
  const { errors } = form.formState;
  const amount = formatUsd(intent.amount / 100);

  const submit = form.handleSubmit(({ number, expiry, cvc }) => {
    const exp = parseExpiry(expiry)!;
    confirm.mutate(
      { clientSecret: intent.clientSecret, card: { number, cvc, ...exp } },
      {
        onSuccess: (res) => toast({ title: BILLING_MESSAGES.paymentSucceededTitle, description: res.message }),
        onError: (error) =>
          notifyMutationError(error, { title: BILLING_MESSAGES.paymentFailedTitle, fallback: BILLING_MESSAGES.declined }),
      },
    );
  });

  const aria = (name: keyof CardForm) => ({ 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `card-${name}-error` : undefined });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Card payment">
      {intent.provider === 'sandbox' && <SandboxNotice />}
      <Field id="card-number" label="Card number" error={errors.number?.message}>
        <div className="relative">
          <CreditCard className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Controller
            control={form.control}
            name="number"
            render={({ field }) => (
              <Input
                id="card-number"
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                className="h-10 pl-9 font-mono tracking-wide"
                {...field}
                {...aria('number')}
                onChange={(e) => field.onChange(groupCardNumber(e.target.value))}
              />
            )}
          />
        </div>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="card-expiry" label="Expiry" error={errors.expiry?.message}>
          <Controller
            control={form.control}
            name="expiry"
            render={({ field }) => (
              <Input
                id="card-expiry"
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM / YY"
                className="h-10 font-mono"
                {...field}
                {...aria('expiry')}
                onChange={(e) => field.onChange(maskExpiry(e.target.value))}
              />
            )}
          />
        </Field>
        <Field id="card-cvc" label="CVC" error={errors.cvc?.message}>
          <Controller
            control={form.control}
            name="cvc"
            render={({ field }) => (
              <Input
                id="card-cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                className="h-10 font-mono"
                {...field}
                {...aria('cvc')}
                onChange={(e) => field.onChange(digits(e.target.value, 4))}
              />
            )}
          />
        </Field>
      </div>
      <Button type="submit" variant="gradient" size="lg" disabled={confirm.isPending}>
        <Lock /> {confirm.isPending ? 'Processing...' : `Pay ${amount}`}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        {PLANS.premium.name}, {amount} per month ({intent.currency.toUpperCase()}). Cancel any time on this page.
      </p>
    </form>
  );
}
