import { useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { ProfileUpdateInput } from '@/lib/auth/schemas/profile';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { userQueryKey } from '@/components/account/current-user';

export { profileFormSchema, type ProfileFormValues } from '@/lib/auth/schemas/profile';

/** POST /user/update (multipart, bearer): surname, name, fathersName, phone, email, company, image. */
export function updateProfile({ image, ...fields }: ProfileUpdateInput & { image?: File | null }): Promise<PortalUser> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, value);
  if (image) form.append('image', image);
  return browserApi().post<PortalUser>('/user/update', form, { auth: 'required' });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData([...userQueryKey, 'token'], user),
  });
}
