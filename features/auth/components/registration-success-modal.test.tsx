import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import { renderWithProviders, setupFeatureDom } from '@/testing/render-feature';
import { useAuthStore } from '../stores/auth-store';
import { RegistrationSuccessModal } from './registration-success-modal';

beforeEach(() => {
  setupFeatureDom();
  useUiStore.setState({ modal: null });
});

describe('RegistrationSuccessModal', () => {
  it('announces the request to confirm the e-mail with its title (the dialog is described by its message)', () => {
    renderWithProviders(<RegistrationSuccessModal />, { locale: 'ru' });
    act(() => {
      useAuthStore.setState({ registeredEmail: 'ivan@example.ru' });
      useUiStore.getState().openModal('registrationSuccess');
    });
    const dialog = screen.getByTestId('registration-success-modal');
    expect(dialog).toHaveAccessibleDescription(/ivan@example\.ru/);
    expect(dialog).toHaveAccessibleDescription(/подтвер/i);
  });
});
