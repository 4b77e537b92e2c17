import { useUiStore } from '@/components/ui-store';

// The accounts feature's modals besides the shell's login and register (components/ui-store.ts), mounted by AuthRoot.
declare module '@/components/ui-store' {
  interface FeatureModals {
    registrationSuccess: 'auth';
    recovery: 'auth';
    resetPassword: 'auth';
    changePassword: 'auth';
  }
}

/** Opens the password change: other features offer it through the index, without naming the modal. */
export function openChangePassword(): void {
  useUiStore.getState().openModal('changePassword');
}
