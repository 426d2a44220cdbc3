/** Requests and responses of the auth API (SPEC §3 forms, §5 rules, §7 auth calls). */
import {
  currentPasswordSchema,
  displayNameSchema,
  emailSchema,
  newPasswordSchema,
  usernameSchema,
} from './fields.js';
import { formMessages, passwordMessages } from './messages.js';
import { permissions, roles } from './roles.js';
import { themePreferencesSchema } from './theme-schemas.js';
import { z } from './zod.js';

/** The backend's answer when a credential is missing altogether (§5 "Backend auth"). */
const credential = z.string({ error: formMessages.emailOrPhoneRequired });

export const signUpSchema = z
  .object({
    email: credential.pipe(emailSchema),
    password: credential.pipe(newPasswordSchema),
    confirmPassword: z.string(),
    fullName: displayNameSchema,
    username: usernameSchema.optional(),
    agreeToTerms: z.boolean().refine((agreed) => agreed, formMessages.agreeToTerms),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: credential.pipe(emailSchema),
  password: credential.pipe(currentPasswordSchema),
  remember: z.boolean().default(false),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

export const emailOnlySchema = z.object({
  email: z.string().trim().min(1, formMessages.resetEmailRequired).pipe(emailSchema),
});
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

export const tokenSchema = z.object({ token: z.string().min(16).max(200) });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(16).max(200),
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, passwordMessages.currentRequired),
    newPassword: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: passwordMessages.mismatch,
    path: ['confirmPassword'],
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    message: passwordMessages.mustDiffer,
    path: ['newPassword'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

export const emailUpdateSchema = z.object({
  newEmail: emailSchema,
  password: z
    .string({ error: passwordMessages.requiredForEmailChange })
    .min(1, passwordMessages.requiredForEmailChange),
});
export type EmailUpdateInput = z.infer<typeof emailUpdateSchema>;

export const accountDeletionSchema = z.object({
  password: z.string().min(1, passwordMessages.required),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

export const roleSchema = z.enum(roles, { error: formMessages.invalidRole });
export const permissionSchema = z.enum(permissions);

/** What the web client knows about the signed-in person. */
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  emailVerified: z.boolean(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  role: roleSchema,
  isStaff: z.boolean(),
  needsUsername: z.boolean(),
  themePreferences: themePreferencesSchema,
  permissions: z.array(permissionSchema),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const signUpResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('verification_required'), email: z.string() }),
  z.object({ status: z.literal('signed_in'), user: sessionUserSchema }),
]);
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

export const signInResponseSchema = z.object({ user: sessionUserSchema });

export const acceptedResponseSchema = z.object({ ok: z.literal(true) });

export const verifyEmailResponseSchema = z.object({ email: z.string() });

export const tokenStatusSchema = z.object({ valid: z.boolean() });

export const sessionSummarySchema = z.object({
  id: z.uuid(),
  current: z.boolean(),
  device: z.string(),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

export const sessionListSchema = z.object({ sessions: z.array(sessionSummarySchema) });
export const revokedCountSchema = z.object({ revoked: z.number().int() });

export const sessionIdParamsSchema = z.object({ id: z.uuid() });
