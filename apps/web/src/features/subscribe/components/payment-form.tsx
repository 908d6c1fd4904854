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
import type { ComponentProps, ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { toast } from '@/hooks/use-toast';
import { notifyMutationError } from '@/lib/mutation-toasts';
import { cn } from '@/lib/utils';
import { useConfirmPayment } from '../api/subscription';

const digits = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);
/** As people read card numbers: groups of four. */
const groupCardNumber = (v: string) => digits(v, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
/** "1234" -> "12 / 34" while typing. */
function maskExpiry(v: string) {
  const d = digits(v, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}

interface CardFieldProps extends Omit<ComponentProps<typeof Input>, 'name' | 'onChange' | 'value'> {
  control: Control<CardForm>;
  name: keyof CardForm;
  label: string;
  /** Keeps what is typed in the shape people read it in (groups of four, MM / YY). */
  format: (raw: string) => string;
  icon?: ReactNode;
}

/** One card input: formatted as typed, checked with the contract's card rules. */
function CardField({ control, name, label, format, icon, className, ...input }: CardFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          {(ids) => (
            <div className="relative">
              {icon}
              <Input
                inputMode="numeric"
                className={cn('h-10 font-mono', className)}
                {...input}
                {...field}
                {...ids}
                onChange={(e) => field.onChange(format(e.target.value))}
              />
            </div>
          )}
        </FormField>
      )}
    />
  );
}

export function SandboxNotice() {
  return (
    <div
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="sandbox-notice"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">Sandbox — no real charge</p>
        <p className="mt-0.5 text-amber-800">
          No payment processor is connected. Use the test card{' '}
          <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span> with any future expiry and any CVC;{' '}
          <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> is declined.
        </p>
      </div>
    </div>
  );
}

/** The card form for Premium; confirms the payment the server created. */
export function PaymentForm({ intent }: { intent: SubscriptionIntent }) {
  const confirm = useConfirmPayment();
  const form = useForm<CardForm>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { number: '', expiry: '', cvc: '' },
  });
  const amount = formatUsd(intent.amount / 100);

  const submit = form.handleSubmit(({ number, expiry, cvc }) => {
    const exp = parseExpiry(expiry)!;
    // mutateAsync, not mutate's callbacks: the form unmounts as the plan turns Premium, and the
    // toast must still show.
    confirm
      .mutateAsync({ clientSecret: intent.clientSecret, card: { number, cvc, ...exp } })
      .then(
        (res) => toast({ title: BILLING_MESSAGES.paymentSucceededTitle, description: res.message }),
        (error: unknown) => notifyMutationError(error, { title: BILLING_MESSAGES.paymentFailedTitle, fallback: BILLING_MESSAGES.declined }),
      );
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Card payment">
      {intent.provider === 'sandbox' && <SandboxNotice />}
      <CardField
        control={form.control}
        name="number"
        label="Card number"
        format={groupCardNumber}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        className="pl-9 tracking-wide"
        icon={
          <CreditCard className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        }
      />
      <div className="grid grid-cols-2 gap-3">
        <CardField
          control={form.control}
          name="expiry"
          label="Expiry"
          format={maskExpiry}
          autoComplete="cc-exp"
          placeholder="MM / YY"
        />
        <CardField
          control={form.control}
          name="cvc"
          label="CVC"
          format={(v) => digits(v, 4)}
          autoComplete="cc-csc"
          placeholder="123"
        />
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
