import { describe, expect, it, vi } from 'vitest';
import en from './en.json';
import ru from './ru.json';
import tr from './tr.json';
import zh from './zh.json';

// The appeals collection sends mail, and lib/platform/env.ts reads the environment on import.
vi.stubEnv('PAYLOAD_SECRET', 'unit-test-secret-of-at-least-thirty-two-chars');
const { APPEAL_STATUS_LABELS } = await import('@/cms/collections/appeals');

const ALL = { ru, en, tr, zh };

describe('one wording for one thing', () => {
  it('the calculator’s intro asks for at least one parameter, as its empty submit does', () => {
    expect(ru.calculator.intro).toContain('хотя бы один');
    expect(ru.calculator.form.errors.nothing).toContain('хотя бы один');
    expect(en.calculator.intro).toContain('at least one');
    expect(en.calculator.form.errors.nothing).toContain('at least one');
    expect(tr.calculator.intro).toContain('en az bir');
    expect(zh.calculator.intro).toContain('至少');
    for (const messages of Object.values(ALL)) expect(messages.calculator.intro).not.toMatch(/Все параметры необязательны|Every parameter is optional|Tüm parametreler isteğe bağlıdır|所有参数均为选填/);
  });

  it.each(['new', 'in_review', 'answered'] as const)('an appeal’s status %s has one name in the cabinet, the back office and the e-mails', (status) => {
    expect(ru.appeals.status[status]).toBe(APPEAL_STATUS_LABELS[status].ru);
    expect(ru.mail.submissions.appealStatuses[status]).toBe(APPEAL_STATUS_LABELS[status].ru);
    expect(en.appeals.status[status]).toBe(APPEAL_STATUS_LABELS[status].en);
  });

  it('English forms label the e-mail field «E-mail», and each language names it alike in its forms', () => {
    expect(en.auth.fields.email).toBe('E-mail');
    expect(en.requests.fields.email).toBe('E-mail');
    expect(en.eventRegistration.fields.email).toBe('E-mail');
    for (const messages of Object.values(ALL)) {
      expect(messages.requests.fields.email).toBe(messages.auth.fields.email);
      expect(messages.eventRegistration.fields.email).toBe(messages.auth.fields.email);
    }
  });

  it('the alert for more than 5 files at once is in each language', () => {
    expect(ru.filePicker.tooMany).toBe('Нельзя выбрать больше 5ти файлов!');
    for (const messages of [en, tr, zh]) {
      expect(messages.filePicker.tooMany).toContain('5');
      expect(messages.filePicker.tooMany).not.toBe(ru.filePicker.tooMany);
    }
    expect(en.filePicker.tooMany).toBe('You cannot select more than 5 files!');
  });
});
