import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { CheckboxField, ErrorSummary, FormStatus, TextField } from './fields';

const PREFIX = 'Ошибка:';

describe('TextField', () => {
  it('is an input named by its label; with nothing to say it has no description and is not invalid', async () => {
    const { container } = render(<TextField id="company" name="company" label="Организация" errorPrefix={PREFIX} />);
    const input = screen.getByRole('textbox', { name: 'Организация' });
    expect(input).toHaveAttribute('id', 'company');
    expect(input).toHaveAttribute('name', 'company');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-required');
    expect(container.querySelector('.field')).not.toHaveClass('field--invalid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks a required field: aria-required, and an asterisk that is not read out as part of the name', () => {
    render(<TextField id="email" label="Электронная почта" required errorPrefix={PREFIX} />);
    const input = screen.getByRole('textbox', { name: 'Электронная почта' });
    expect(input).toHaveAttribute('aria-required', 'true');
    const asterisk = screen.getByText('*');
    expect(asterisk).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Электронная почта', { selector: 'label' })).toContainElement(asterisk);
  });

  it('links its hint, below the input, through aria-describedby', async () => {
    const { container } = render(<TextField id="phone" label="Телефон" hint="Например, +7 391 000-00-00" errorPrefix={PREFIX} />);
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveAttribute('aria-describedby', 'phone-hint');
    expect(input).toHaveAccessibleDescription('Например, +7 391 000-00-00');
    expect(input.compareDocumentPosition(screen.getByText('Например, +7 391 000-00-00'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows its error above the input, prefixed for screen readers, and is invalid and described by hint and error', async () => {
    const { container } = render(
      <TextField id="phone" label="Телефон" required hint="Например, +7 391 000-00-00" error="Заполните это поле" errorPrefix={PREFIX} />,
    );
    const input = screen.getByRole('textbox', { name: 'Телефон' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'phone-hint phone-error');
    expect(input).toHaveAccessibleDescription('Например, +7 391 000-00-00 Ошибка: Заполните это поле');
    const error = container.querySelector('#phone-error')!;
    expect(error).toHaveTextContent('Ошибка: Заполните это поле');
    expect(within(error as HTMLElement).getByText(PREFIX)).toHaveClass('visually-hidden');
    expect(error.compareDocumentPosition(input)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(container.querySelector('.field')).toHaveClass('field--invalid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('passes the input’s own props and ref through (what react-hook-form’s register() gives it)', async () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} id="email" label="E-mail" type="email" autoComplete="email" className="wide" errorPrefix={PREFIX} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveClass('field__input', 'wide');
    await userEvent.type(input, 'ivan@example.org');
    expect(input).toHaveValue('ivan@example.org');
  });
});

describe('CheckboxField', () => {
  it('is a checkbox named by its label, which may hold a link', async () => {
    const { container } = render(
      <CheckboxField
        id="consent"
        label={
          <>
            Согласен на <a href="/privacy">обработку персональных данных</a>
          </>
        }
        errorPrefix={PREFIX}
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'Согласен на обработку персональных данных' });
    expect(box).toHaveAttribute('id', 'consent');
    expect(box).not.toHaveAttribute('aria-describedby');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('link', { name: 'обработку персональных данных' })).toHaveAttribute('href', '/privacy');
    await userEvent.click(screen.getByText('Согласен на', { exact: false }));
    expect(box).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with an error and a hint: invalid, required, described by both, the error prefixed', async () => {
    const { container } = render(
      <CheckboxField id="consent" label="Согласен" required hint="Без согласия заявку не принять" error="Необходимо ваше согласие" errorPrefix={PREFIX} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Согласен' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-describedby', 'consent-hint consent-error');
    expect(box).toHaveAccessibleDescription('Без согласия заявку не принять Ошибка: Необходимо ваше согласие');
    expect(container.querySelector('#consent-error')).toHaveTextContent('Ошибка: Необходимо ваше согласие');
    expect(container.querySelector('.field')).toHaveClass('field--invalid');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ErrorSummary', () => {
  const items = [
    { fieldId: 'name', message: 'ФИО: Заполните это поле' },
    { message: 'Не удалось отправить, попробуйте позже' },
  ];

  function Form({ submitCount, list = items }: { submitCount: number; list?: typeof items }) {
    return (
      <form>
        <ErrorSummary title="Исправьте ошибки" items={list} submitCount={submitCount} />
        <TextField id="name" label="ФИО" error={list[0]?.message} errorPrefix={PREFIX} />
        <button type="submit">Отправить</button>
      </form>
    );
  }

  it('renders nothing without errors', () => {
    const { container } = render(<ErrorSummary title="Исправьте ошибки" items={[]} submitCount={1} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is an alert named by its title, each field’s error a link that moves the focus to that field', async () => {
    const { container } = render(<Form submitCount={1} />);
    const summary = screen.getByRole('alert', { name: 'Исправьте ошибки' });
    expect(screen.getByRole('heading', { name: 'Исправьте ошибки' })).toBeInTheDocument();
    expect(within(summary).getAllByRole('listitem').map((item) => item.textContent)).toEqual(items.map((item) => item.message));
    const link = within(summary).getByRole('link', { name: 'ФИО: Заполните это поле' });
    expect(link).toHaveAttribute('href', '#name');
    expect(within(summary).queryAllByRole('link')).toHaveLength(1);
    await userEvent.click(link);
    expect(screen.getByRole('textbox', { name: 'ФИО' })).toHaveFocus();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes the focus once per submit that leaves errors, not on every render', () => {
    const { rerender } = render(<Form submitCount={1} />);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    act(() => screen.getByRole('textbox', { name: 'ФИО' }).focus());
    rerender(<Form submitCount={1} list={[...items]} />);
    expect(screen.getByRole('textbox', { name: 'ФИО' })).toHaveFocus();
    rerender(<Form submitCount={2} />);
    expect(summary).toHaveFocus();
  });
});

describe('FormStatus', () => {
  it('is a polite status message', async () => {
    const { container } = render(<FormStatus>Изменения сохранены</FormStatus>);
    expect(screen.getByRole('status')).toHaveTextContent('Изменения сохранены');
    expect(await axeViolations(container)).toEqual([]);
  });
});
