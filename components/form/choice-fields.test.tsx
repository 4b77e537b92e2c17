import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { ChoiceGroupField, RadioGroupField, SelectField, TextareaField } from './choice-fields';

const PREFIX = 'Ошибка:';
const INDUSTRIES = [
  { value: '', label: 'Выберите отрасль' },
  { value: 'wood', label: 'Лесопереработка' },
  { value: 'mining', label: 'Добыча' },
];

describe('SelectField', () => {
  it('is a combobox named by its label, with its options; nothing to describe, not invalid', async () => {
    const { container } = render(<SelectField id="industry" label="Отрасль" options={INDUSTRIES} errorPrefix={PREFIX} />);
    const select = screen.getByRole('combobox', { name: 'Отрасль' });
    expect(select).toHaveAttribute('id', 'industry');
    expect(within(select).getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Выберите отрасль'],
      ['wood', 'Лесопереработка'],
      ['mining', 'Добыча'],
    ]);
    expect(select).not.toHaveAttribute('aria-describedby');
    expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(select, 'mining');
    expect(select).toHaveValue('mining');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes <option> children instead of `options`', () => {
    render(
      <SelectField id="city" label="Город" errorPrefix={PREFIX}>
        <option value="krs">Красноярск</option>
        <option value="nor">Норильск</option>
      </SelectField>,
    );
    expect(within(screen.getByRole('combobox', { name: 'Город' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Красноярск', 'Норильск']);
  });

  it('required, with a hint and an error: the asterisk not in its name, invalid, described by hint and prefixed error', async () => {
    const ref = createRef<HTMLSelectElement>();
    const { container } = render(
      <SelectField ref={ref} id="industry" label="Отрасль" required hint="Основная отрасль проекта" error="Выберите значение" options={INDUSTRIES} errorPrefix={PREFIX} />,
    );
    const select = screen.getByRole('combobox', { name: 'Отрасль' });
    expect(ref.current).toBe(select);
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-describedby', 'industry-hint industry-error');
    expect(select).toHaveAccessibleDescription('Основная отрасль проекта Ошибка: Выберите значение');
    expect(within(container.querySelector<HTMLElement>('#industry-error')!).getByText(PREFIX)).toHaveClass('visually-hidden');
    expect(container.querySelector('.field')).toHaveClass('field--invalid');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('TextareaField', () => {
  it('is a multi-line text box named by its label, four rows unless told', async () => {
    const { container } = render(<TextareaField id="description" label="Описание проекта" errorPrefix={PREFIX} />);
    const textarea = screen.getByRole('textbox', { name: 'Описание проекта' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).not.toHaveAttribute('aria-describedby');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    await userEvent.type(textarea, 'Лесопилка{Enter}и сушильный цех');
    expect(textarea).toHaveValue('Лесопилка\nи сушильный цех');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('required, with a hint and an error: invalid, described by both, the error prefixed', async () => {
    const { container } = render(
      <TextareaField id="description" label="Описание проекта" rows={8} required hint="До 5000 знаков" error="Поле описания не должно быть пустым" errorPrefix={PREFIX} />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Описание проекта' });
    expect(textarea).toHaveAttribute('rows', '8');
    expect(textarea).toHaveAttribute('aria-required', 'true');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('До 5000 знаков Ошибка: Поле описания не должно быть пустым');
    expect(container.querySelector('#description-error')).toHaveTextContent('Ошибка: Поле описания не должно быть пустым');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('ChoiceGroupField', () => {
  const FORMS = [
    { value: 'own', label: 'Собственность' },
    { value: 'lease', label: 'Аренда' },
  ];

  it('is a group named by its legend; the first option has the field’s id (the error summary links to it)', async () => {
    const { container } = render(<ChoiceGroupField id="possession" name="possession" type="checkbox" label="Форма владения" options={FORMS} errorPrefix={PREFIX} />);
    const group = screen.getByRole('group', { name: 'Форма владения' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => [box.id, box.getAttribute('value'), box.getAttribute('name')])).toEqual([
      ['possession', 'own', 'possession'],
      ['possession-lease', 'lease', 'possession'],
    ]);
    expect(within(group).getByRole('checkbox', { name: 'Аренда' })).toBe(boxes[1]);
    expect(group).not.toHaveAttribute('aria-describedby');
    for (const box of boxes) expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByText('Собственность'));
    await userEvent.click(screen.getByText('Аренда'));
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with an error and a hint: the group is described by both, every option is invalid, the legend marks it required', async () => {
    const { container } = render(
      <ChoiceGroupField
        id="possession"
        type="checkbox"
        label="Форма владения"
        required
        hint="Можно выбрать несколько"
        error="Выберите хотя бы одно значение"
        options={FORMS}
        errorPrefix={PREFIX}
      />,
    );
    const group = screen.getByRole('group', { name: 'Форма владения' });
    expect(group).toHaveAttribute('aria-describedby', 'possession-hint possession-error');
    expect(group).toHaveAccessibleDescription('Можно выбрать несколько Ошибка: Выберите хотя бы одно значение');
    for (const box of within(group).getAllByRole('checkbox')) expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(within(container.querySelector('legend')!).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(group).toHaveClass('field--invalid');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('disabled: every option is', () => {
    render(<ChoiceGroupField id="possession" type="checkbox" label="Форма владения" disabled options={FORMS} errorPrefix={PREFIX} />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});

describe('RadioGroupField', () => {
  const YES_NO = [
    { value: 'yes', label: 'Да' },
    { value: 'no', label: 'Нет' },
  ];

  it('is a radio group: one answer at a time, named by its question', async () => {
    const { container } = render(<RadioGroupField id="has-land" name="hasLand" label="Есть ли земельный участок?" options={YES_NO} errorPrefix={PREFIX} />);
    const group = screen.getByRole('group', { name: 'Есть ли земельный участок?' });
    const yes = within(group).getByRole('radio', { name: 'Да' });
    const no = within(group).getByRole('radio', { name: 'Нет' });
    expect(yes).toHaveAttribute('id', 'has-land');
    expect(no).toHaveAttribute('id', 'has-land-no');
    await userEvent.click(yes);
    await userEvent.click(no);
    expect(yes).not.toBeChecked();
    expect(no).toBeChecked();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('with an error: described by the prefixed message, both answers invalid', async () => {
    const { container } = render(<RadioGroupField id="has-land" name="hasLand" label="Есть ли земельный участок?" error="Выберите ответ" options={YES_NO} errorPrefix={PREFIX} />);
    const group = screen.getByRole('group', { name: 'Есть ли земельный участок?' });
    expect(group).toHaveAccessibleDescription('Ошибка: Выберите ответ');
    expect(within(group).getAllByRole('radio').map((radio) => radio.getAttribute('aria-invalid'))).toEqual(['true', 'true']);
    expect(await axeViolations(container)).toEqual([]);
  });
});
