import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { RegistrationInput } from '@/lib/auth/schemas/registration';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { login, startSession } from './login';

export { registrationFormSchema, type RegistrationFormValues } from '@/lib/auth/schemas/registration';

/** POST /auth/registration/email: name, surname, phone, email, password (+ the 152-FZ consent). */
export function register(input: RegistrationInput): Promise<PortalUser> {
  return browserApi().post<PortalUser>('/auth/registration/email', input);
}

/** Registration, then the automatic session login and the user (spec §4). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegistrationInput) => {
      await register(input);
      const { token } = await login({ email: input.email, password: input.password, session: true });
      return startSession(token, true, queryClient);
    },
  });
}
