/**
 * The subscription pricing view in Settings (SPEC §1). Plans and prices are real; checkout
 * arrives with the payments release, so upgrading is shown as not yet open rather than faked.
 */
import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const plans = [
  {
    name: 'Reader',
    price: 'Free',
    period: '',
    blurb: 'Everything you need to read with others.',
    features: [
      'Unlimited shelves, ratings and reviews',
      'Join any free book club',
      'Forum, blog and author pages',
      'Goodreads and StoryGraph import',
    ],
  },
  {
    name: 'Reader Plus',
    price: '$4.99',
    period: '/month',
    blurb: 'For readers who want more from their stats.',
    features: [
      'Everything in Reader',
      'Advanced reading stats and yearly wrap-up',
      'Custom shelves and tags without limits',
      'Early access to new features',
    ],
    highlighted: true,
  },
  {
    name: 'Club Host',
    price: '$9.99',
    period: '/month',
    blurb: 'Run paid clubs and grow a community.',
    features: [
      'Everything in Reader Plus',
      'Create paid clubs with monthly fees',
      'Club broadcasts and member insights',
      'Payouts to your bank account',
    ],
  },
];

export function PricingPlans({ highlight }: { highlight?: boolean }) {
  return (
    <div
      className={cn(
        'space-y-4 rounded-2xl',
        highlight && 'ring-2 ring-primary/50 ring-offset-4 ring-offset-background',
      )}
    >
      <div className="grid gap-4 lg:grid-cols-3">
        {plans.map((plan, index) => (
          <div
            key={plan.name}
            className={cn(
              'flex flex-col rounded-2xl border p-5',
              plan.highlighted ? 'border-primary bg-primary/5' : 'border-line',
            )}
          >
            <div className="flex items-center justify-between">
              <h3 className="font-semibold">{plan.name}</h3>
              {index === 0 && <Badge tone="success">Current plan</Badge>}
              {plan.highlighted && index !== 0 && <Badge tone="primary">Most popular</Badge>}
            </div>
            <p className="mt-3">
              <span className="text-3xl font-bold">{plan.price}</span>
              <span className="text-sm text-muted-foreground">{plan.period}</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">{plan.blurb}</p>
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden /> {feature}
                </li>
              ))}
            </ul>
            {index > 0 && (
              <Button
                className="mt-5 w-full"
                variant={plan.highlighted ? 'primary' : 'outline'}
                disabled
                aria-describedby="checkout-note"
              >
                Upgrade to {plan.name}
              </Button>
            )}
          </div>
        ))}
      </div>
      <p id="checkout-note" className="text-xs text-muted-foreground">
        Paid plans open with Bookhive payments. Until then every reader has the full Reader plan;
        paid book clubs show their monthly fee on the club page.
      </p>
    </div>
  );
}
