/**
 * A new password and its confirmation, as sign-up, password reset and password change all ask
 * for them: the strength meter under the password and the live "Passwords do not match".
 */
import { passwordMessages } from '@contracts/messages';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { cn } from '@/lib/cn';
import { passwordsMismatch } from '../lib/new-password';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  password: { field: UseFormRegisterReturn; value: string; error?: string | undefined };
  confirm: { field: UseFormRegisterReturn; value: string; error?: string | undefined };
  /** Side by side on wide screens (settings) or stacked (dialogs). */
  layout?: 'stacked' | 'columns';
  autoFocus?: boolean;
}

export function NewPasswordFields({
  labels,
  password,
  confirm,
  layout = 'stacked',
  autoFocus,
}: NewPasswordFieldsProps) {
  const mismatch = passwordsMismatch(password.value, confirm.value);
  return (
    <div className={cn(layout === 'columns' ? 'grid gap-4 sm:grid-cols-2' : 'space-y-4')}>
      <Field label={labels.password} error={password.error}>
        {(control) => (
          <div className="space-y-2">
            <PasswordInput
              {...control}
              autoComplete="new-password"
              autoFocus={autoFocus}
              {...password.field}
            />
            <PasswordStrengthMeter password={password.value} />
          </div>
        )}
      </Field>
      <Field
        label={labels.confirm}
        error={confirm.error ?? (mismatch ? passwordMessages.liveMismatch : undefined)}
      >
        {(control) => <PasswordInput {...control} autoComplete="new-password" {...confirm.field} />}
      </Field>
    </div>
  );
}
