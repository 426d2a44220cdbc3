/** Edit a plan: name, blurb, monthly and yearly prices, benefits (one a line), on sale. */
import { financialLimits, type AdminPlan } from '@contracts/payments-admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useEditPlan } from '../api/use-financial';
import { centsOf, typedOf } from '../lib/money';

export function PlanDialog({ plan, onClose }: { plan: AdminPlan; onClose: () => void }) {
  const [name, setName] = useState(plan.name);
  const [blurb, setBlurb] = useState(plan.blurb);
  const [monthly, setMonthly] = useState(typedOf(plan.monthlyPrice));
  const [yearly, setYearly] = useState(typedOf(plan.yearlyPrice));
  const [benefits, setBenefits] = useState(plan.benefits.join('\n'));
  const [active, setActive] = useState(plan.active);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const edit = useEditPlan();
  const currency = plan.currency.toUpperCase();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const monthlyPrice = centsOf(monthly);
    const yearlyPrice = centsOf(yearly);
    const next: Record<string, string> = {};
    if (!name.trim()) next['name'] = 'Give the plan a name.';
    if (monthlyPrice === null) next['monthlyPrice'] = 'Enter a price such as 4.99.';
    if (yearlyPrice === null) next['yearlyPrice'] = 'Enter a price such as 49.90.';
    setErrors(next);
    if (Object.keys(next).length > 0 || monthlyPrice === null || yearlyPrice === null) return;
    edit.mutate(
      {
        code: plan.code,
        name: name.trim(),
        blurb: blurb.trim(),
        monthlyPrice,
        yearlyPrice,
        benefits: benefits
          .split('\n')
          .map((b) => b.trim())
          .filter(Boolean),
        active,
      },
      {
        onSuccess: (saved) => {
          notify.success('Plan saved', saved.name);
          onClose();
        },
        onError: (failure) => {
          const issues = failure instanceof ApiError ? failure.issues : [];
          if (issues.length === 0) setErrors({ form: failure.message });
          else setErrors(Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])));
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Edit ${plan.name}`}
      description="New prices apply to checkouts from now on; members keep what they paid for. Where Stripe takes the payments, give the plan its new prices in Stripe too."
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label={`Edit ${plan.name}`}>
        <Field label="Name" error={errors['name']}>
          {(control) => (
            <Input
              {...control}
              value={name}
              maxLength={financialLimits.planNameMax}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label="Blurb" error={errors['blurb']}>
          {(control) => (
            <Input
              {...control}
              value={blurb}
              maxLength={financialLimits.blurbMax}
              onChange={(e) => setBlurb(e.target.value)}
            />
          )}
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field label={`Monthly (${currency})`} error={errors['monthlyPrice']}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={monthly}
                onChange={(e) => setMonthly(e.target.value)}
              />
            )}
          </Field>
          <Field label={`Yearly (${currency})`} error={errors['yearlyPrice']}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={yearly}
                onChange={(e) => setYearly(e.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label="Benefits" hint="One a line." error={errors['benefits']}>
          {(control) => (
            <Textarea {...control} value={benefits} onChange={(e) => setBenefits(e.target.value)} />
          )}
        </Field>
        <Checkbox checked={active} onCheckedChange={setActive} label="On sale" />
        {errors['form'] && (
          <p role="alert" className="text-sm text-danger">
            {errors['form']}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={edit.isPending}>
            Save plan
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
