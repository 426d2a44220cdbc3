/**
 * The §8 auth error mapping: every failure of the auth forms becomes a message and a
 * suggestion, shown as a 6-second toast.
 */
import type { RateLimitDetails } from '@contracts/errors';
import { accountLockedFor, attemptsRemaining, authErrorMessages } from '@contracts/messages';
import { ApiError } from '@/lib/api-client';

export interface AuthErrorView {
  title: string;
  suggestion: string;
}

const contactSupport = 'If this keeps happening, contact support from the Support page.';

/** "Too many attempts. " plus the lock or the attempts left (or to wait, when neither is known). */
export function rateLimitText(
  details: { lockedForMinutes?: number; attemptsRemaining?: number } | undefined,
): string {
  if (details?.lockedForMinutes)
    return authErrorMessages.rateLimitPrefix + accountLockedFor(details.lockedForMinutes);
  if (details?.attemptsRemaining !== undefined)
    return authErrorMessages.rateLimitPrefix + attemptsRemaining(details.attemptsRemaining);
  return `${authErrorMessages.rateLimitPrefix}Please wait a few minutes.`;
}

export function mapAuthError(error: unknown): AuthErrorView {
  if (!(error instanceof ApiError)) {
    return {
      title: error instanceof Error ? error.message : authErrorMessages.resetUnexpected,
      suggestion: contactSupport,
    };
  }
  switch (error.code) {
    case 'INVALID_CREDENTIALS': {
      const left = (error.details as { attemptsRemaining?: number } | undefined)?.attemptsRemaining;
      return {
        title: authErrorMessages.invalidCredentials,
        suggestion:
          left !== undefined && left <= 2
            ? rateLimitText({ attemptsRemaining: left })
            : 'Check your email and password, or use "Forgot password?" to reset it.',
      };
    }
    case 'EMAIL_NOT_CONFIRMED':
      return {
        title: authErrorMessages.emailNotConfirmed,
        suggestion: 'Open the link we emailed you, or send a new one below.',
      };
    case 'RATE_LIMITED':
      return {
        title: authErrorMessages.tooManyRequests,
        suggestion: rateLimitText(error.details as RateLimitDetails | undefined),
      };
    case 'EMAIL_TAKEN':
      return {
        title: authErrorMessages.alreadyRegistered,
        suggestion: 'Sign in instead, or reset your password if you forgot it.',
      };
    case 'NETWORK':
      return {
        title: authErrorMessages.network,
        suggestion: 'Check your internet connection and try again.',
      };
    case 'INTERNAL':
      return {
        title: authErrorMessages.server,
        suggestion: error.errorId
          ? `Please try again. Error id: ${error.errorId}`
          : 'Please try again in a moment.',
      };
    case 'SERVICE_UNAVAILABLE':
      return {
        title: authErrorMessages.emailService,
        suggestion: 'We could not send the email. Please try again in a few minutes.',
      };
    case 'VALIDATION_FAILED': {
      const issue = error.issues[0];
      const field = issue?.path[0];
      if (field === 'password' || field === 'newPassword') {
        return {
          title: authErrorMessages.weakPassword,
          suggestion: error.issues.map((i) => i.message).join(' '),
        };
      }
      if (field === 'email' || field === 'newEmail') {
        return {
          title: authErrorMessages.invalidEmailFormat,
          suggestion: issue?.message ?? 'Check the email address.',
        };
      }
      return { title: error.message, suggestion: contactSupport };
    }
    default:
      return { title: error.message, suggestion: contactSupport };
  }
}
