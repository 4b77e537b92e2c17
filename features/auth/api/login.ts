import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useUiStore } from '@/components/ui-store';
import { browserApi } from '@/lib/api/browser';
import type { LoginInput } from '@/lib/auth/schemas/login';
import { useAuthStore } from '../stores/auth-store';
import { getUser, userQueryKey } from './get-user';

export { loginFormSchema, type LoginFormValues } from '@/lib/auth/schemas/login';

/** POST /auth/login/email: `result.token`. `session: true` when "remember me" is unchecked. */
export function login(input: LoginInput): Promise<{ token: string }> {
  return browserApi().post<{ token: string }>('/auth/login/email', input);
}

/**
 * Logs in and resumes the session (spec §4): the token goes to localStorage, or to sessionStorage with a
 * session marker; then the user is fetched and `loggedIn` is set.
 */
export async function startSession(token: string, sessionOnly: boolean, queryClient: ReturnType<typeof useQueryClient>) {
  useAuthStore.getState().setSession(token, sessionOnly);
  const user = await getUser();
  queryClient.setQueryData([...userQueryKey, 'token'], user);
  useUiStore.getState().setLoggedIn(true);
  return user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password, remember }: { email: string; password: string; remember: boolean }) => {
      const { token } = await login({ email, password, session: !remember });
      return startSession(token, !remember, queryClient);
    },
  });
}
