import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { mapAuthError } from './auth-errors';

describe('the §8 auth error mapping', () => {
  it('maps each server failure to the spec message', () => {
    expect(
      mapAuthError(new ApiError(401, 'INVALID_CREDENTIALS', 'x', { attemptsRemaining: 4 })).title,
    ).toBe('Invalid email or password');
    expect(mapAuthError(new ApiError(403, 'EMAIL_NOT_CONFIRMED', 'x')).title).toBe(
      'Please verify your email address',
    );
    expect(
      mapAuthError(new ApiError(429, 'RATE_LIMITED', 'x', { lockedForMinutes: 30 })).title,
    ).toBe('Too many attempts. Please wait before trying again.');
    expect(mapAuthError(new ApiError(409, 'EMAIL_TAKEN', 'x')).title).toBe(
      'An account with this email already exists',
    );
    expect(mapAuthError(new ApiError(0, 'NETWORK', 'x')).title).toBe('Network connection error');
    expect(mapAuthError(new ApiError(500, 'INTERNAL', 'x')).title).toBe('Server error occurred');
    expect(mapAuthError(new ApiError(503, 'SERVICE_UNAVAILABLE', 'x')).title).toBe(
      'Email service unavailable',
    );
  });

  it('says how long an account is locked, or how many attempts are left', () => {
    expect(
      mapAuthError(new ApiError(429, 'RATE_LIMITED', 'x', { lockedForMinutes: 30 })).suggestion,
    ).toBe('Too many attempts. Account locked for 30 minutes.');
    expect(
      mapAuthError(new ApiError(401, 'INVALID_CREDENTIALS', 'x', { attemptsRemaining: 2 }))
        .suggestion,
    ).toBe('Too many attempts. 2 attempts remaining.');
    // A 429 from a proxy, without our details, never claims "0 attempts remaining."
    expect(mapAuthError(new ApiError(429, 'RATE_LIMITED', 'x')).suggestion).toBe(
      'Too many attempts. Please wait a few minutes.',
    );
  });

  it('turns password rule failures into "Password is too weak" with the reasons', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', {
      issues: [{ path: ['password'], message: 'Password must contain at least one number' }],
    });
    expect(mapAuthError(error)).toEqual({
      title: 'Password is too weak',
      suggestion: 'Password must contain at least one number',
    });
    const email = new ApiError(400, 'VALIDATION_FAILED', 'x', {
      issues: [{ path: ['email'], message: 'Invalid email address' }],
    });
    expect(mapAuthError(email).title).toBe('Invalid email address format');
  });

  it('keeps any other message, with a contact-support suggestion', () => {
    expect(mapAuthError(new ApiError(400, 'CONFLICT', 'Something odd'))).toEqual({
      title: 'Something odd',
      suggestion: 'If this keeps happening, contact support from the Support page.',
    });
  });
});
