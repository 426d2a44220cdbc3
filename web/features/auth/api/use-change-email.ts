import type { EmailUpdateInput } from '@contracts/auth';
import { authEndpoints } from '@contracts/endpoints/auth';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Asks to change my e-mail address (confirmed from the new address). */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: EmailUpdateInput) => callApi(authEndpoints.changeEmail, { body: input }),
  });
}
