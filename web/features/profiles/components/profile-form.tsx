/** Settings → Profile: full name, username and bio, with the §5 rules. */
import type { SessionUser } from '@contracts/auth';
import { fieldLimits } from '@contracts/constants';
import { profileUpdateSchema, type ProfileUpdateInput } from '@contracts/profiles';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '../api/use-update-profile';

export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(profileUpdateSchema),
    values: { fullName: user.fullName, username: user.username, bio: user.bio },
  });
  const { register, handleSubmit, formState, setError, watch } = form;
  const bioLength = (watch('bio') ?? '').length;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      notify.success('Profile saved');
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.code === 'USERNAME_TAKEN' || error.issues.some((i) => i.path[0] === 'username'))
      ) {
        setError('username', { message: error.message });
      } else {
        notify.error(error instanceof Error ? error.message : 'Failed to save your profile.');
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Full name" error={formState.errors.fullName?.message}>
          {(control) => <Input {...control} autoComplete="name" {...register('fullName')} />}
        </Field>
        <Field
          label="Username"
          error={formState.errors.username?.message}
          hint="Letters, numbers and underscores; 3 to 50 characters."
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="username"
              spellCheck={false}
              {...register('username')}
            />
          )}
        </Field>
      </div>
      <Field
        label="Bio"
        error={formState.errors.bio?.message}
        hint={`${bioLength}/${fieldLimits.bioMax} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            placeholder="What do you love to read?"
            {...register('bio')}
          />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending || !formState.isDirty}>
          {update.isPending && <Spinner />} Save profile
        </Button>
      </div>
    </form>
  );
}
