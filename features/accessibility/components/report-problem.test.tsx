import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useUiStore } from '@/components/ui-store';
import ru from '@/messages/ru.json';
import { ReportProblem } from './report-problem';

const labels = ru.accessibilityStatement.report;

beforeEach(() => useUiStore.setState({ modal: null, menu: null, loggedIn: false }));

describe('«report a problem» on the accessibility statement', () => {
  it('asks a guest to log in or register, and opens those modals', async () => {
    const user = userEvent.setup();
    render(<ReportProblem form={<form aria-label="appeal" />} labels={labels} />);
    expect(screen.queryByRole('form', { name: 'appeal' })).toBeNull();
    expect(screen.getByText(labels.guest)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: labels.login }));
    expect(useUiStore.getState().modal).toBe('login');
    await user.click(screen.getByRole('button', { name: labels.register }));
    expect(useUiStore.getState().modal).toBe('register');
  });

  it('gives a logged-in investor the appeal form', () => {
    useUiStore.setState({ loggedIn: true });
    render(<ReportProblem form={<form aria-label="appeal" />} labels={labels} />);
    expect(screen.getByRole('form', { name: 'appeal' })).toBeInTheDocument();
    expect(screen.queryByText(labels.guest)).toBeNull();
  });
});
