import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '@/test/render';
import { SignUpForm } from './sign-up-form';

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: { name?: string; email?: string; password?: string; confirm?: string },
) {
  if (values.name !== undefined) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.email !== undefined) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password !== undefined)
    await user.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm !== undefined)
    await user.type(screen.getByLabelText('Confirm password'), values.confirm);
}

describe('SignUpForm', () => {
  it('keeps Create Account disabled until the strength is 60+, passwords match and every field is filled', async () => {
    const user = userEvent.setup();
    renderWithApp(<SignUpForm onVerificationSent={vi.fn()} onSignedIn={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Create Account' });
    expect(button).toBeDisabled();
    await fill(user, {
      name: 'Ann Reader',
      email: 'ann@example.com',
      password: 'abcdefgh',
      confirm: 'abcdefgh',
    });
    expect(screen.getByText('Strength: Weak')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Tr0ub4dor&3xyz');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Tr0ub4dor&3xyz');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
    await user.clear(screen.getByLabelText('Full name'));
    expect(button).toBeDisabled();
  });

  it('sends the form and reports that a verification e-mail is on its way', async () => {
    const calls = stubFetch({
      '/api/auth/signup': () => ({
        body: { status: 'verification_required', email: 'ann@example.com' },
      }),
    });
    const onVerificationSent = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<SignUpForm onVerificationSent={onVerificationSent} onSignedIn={vi.fn()} />);
    await fill(user, {
      name: 'Ann Reader',
      email: 'Ann@Example.com',
      password: 'Tr0ub4dor&3xyz',
      confirm: 'Tr0ub4dor&3xyz',
    });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onVerificationSent).toHaveBeenCalledWith('ann@example.com'));
    const sent = JSON.parse(String(calls[0]?.init?.body));
    expect(sent).toMatchObject({
      email: 'ann@example.com',
      fullName: 'Ann Reader',
      agreeToTerms: true,
    });
    expect((calls[0]?.init?.headers as Record<string, string>)['x-bookhive-csrf']).toBe('1');
    expect(
      await screen.findByText('Account created! Please check your email to verify your account.'),
    ).toBeInTheDocument();
  });

  it('shows the server error for a taken address as the §8 toast', async () => {
    stubFetch({
      '/api/auth/signup': () => ({
        status: 409,
        body: {
          error: { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<SignUpForm onVerificationSent={vi.fn()} onSignedIn={vi.fn()} />);
    await fill(user, {
      name: 'Ann',
      email: 'ann@example.com',
      password: 'Tr0ub4dor&3xyz',
      confirm: 'Tr0ub4dor&3xyz',
    });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('An account with this email already exists'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sign in instead, or reset your password if you forgot it.'),
    ).toBeInTheDocument();
  });
});
