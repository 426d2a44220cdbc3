/** The strength score (0-100), its label and, while under 80, what would make it stronger. */
import { fieldLimits } from '@contracts/constants';
import { passwordStrength } from '@contracts/password';
import { cn } from '@/lib/cn';

const barColour = (score: number) =>
  score < 30
    ? 'bg-danger'
    : score < 50
      ? 'bg-warning'
      : score < 70
        ? 'bg-yellow-400'
        : score < 90
          ? 'bg-success'
          : 'bg-emerald-400';

export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  if (!password) return null;
  const { score, label, suggestions } = passwordStrength(password);
  return (
    <div id={id} className="space-y-1.5" aria-live="polite">
      <div
        className="h-1.5 overflow-hidden rounded-full bg-surface-muted"
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${label} (${score} of 100)`}
      >
        <div
          className={cn('h-full rounded-full transition-all', barColour(score))}
          style={{ width: `${score}%` }}
        />
      </div>
      <p className="flex justify-between text-xs">
        <span className="font-medium">Strength: {label}</span>
        <span className="text-muted-foreground">
          {score < fieldLimits.strengthMinimum
            ? `${fieldLimits.strengthMinimum} needed to sign up`
            : `${score}/100`}
        </span>
      </p>
      {suggestions.length > 0 && (
        <ul className="list-disc space-y-0.5 pl-4 text-xs text-muted-foreground">
          {suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
