import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A, AUTH_MESSAGES as M } from '@/lib/auth/schemas/messages';
import { appealSchema } from './appeal';
import { SUBMISSION_MESSAGES as S, formatMessage } from './messages';
import { PASSPORT_ARRAY_FIELDS, PASSPORT_FIELDS, emptyPassport, isValidDate, passportProgress, passportSchema } from './passport';
import { guestRequestSchema, requestFormSchema, requestSchemaFor, userRequestSchema } from './request';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const firstError = (result: Result, field: string) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('request schemas', () => {
  const guest = { title: 'Завод', description: 'Описание', name: 'Иван', email: 'Ivan@Example.org', phone: '+7 391 200-00-00', consent: 'true' };
  it('guest: title, name, e-mail, phone and the 152-FZ consent required; the e-mail is canonical', () => {
    expect(guestRequestSchema.parse(guest)).toMatchObject({ email: 'ivan@example.org', consent: true });
    expect(firstError(guestRequestSchema.safeParse({ ...guest, title: ' ' }), 'title')).toBe(M.required);
    expect(firstError(guestRequestSchema.safeParse({ ...guest, email: 'x' }), 'email')).toBe(M.invalidEmail);
    expect(firstError(guestRequestSchema.safeParse({ ...guest, phone: '12' }), 'phone')).toBe(M.invalidPhone);
    expect(firstError(guestRequestSchema.safeParse({ ...guest, name: undefined }), 'name')).toBe(M.required);
    for (const consent of [undefined, '', 'false', 'off', false]) {
      expect(firstError(guestRequestSchema.safeParse({ ...guest, consent }), 'consent')).toBe(M.consentRequired);
    }
    expect(guestRequestSchema.parse({ ...guest, consent: true }).consent).toBe(true);
  });
  it('the title or the description (spec §5): the description may stay empty', () => {
    expect(guestRequestSchema.parse({ ...guest, description: '  ' }).description).toBe('');
    expect(userRequestSchema.parse({ title: 'x' })).toEqual({ title: 'x', description: '' });
    expect(firstError(userRequestSchema.safeParse({ title: '', description: ' ' }), 'title')).toBe(S.fillInFields);
    expect(firstError(guestRequestSchema.safeParse({ ...guest, title: '', description: '' }), 'title')).toBe(S.fillInFields);
  });
  it('a logged-in investor needs no title, no contacts and no consent; line breaks are kept, NUL is refused', () => {
    expect(userRequestSchema.parse({ description: 'a\r\nb', email: 'ignored' })).toEqual({ title: '', description: 'a\nb' });
    expect(firstError(userRequestSchema.safeParse({ description: 'a\u0000b' }), 'description')).toBe(A.controlCharacters);
  });
  it('the form uses the same schema and reports every error in one round', () => {
    expect(requestFormSchema).toBe(requestSchemaFor);
    const result = guestRequestSchema.safeParse({ title: '', description: '', name: '', email: '', phone: '', consent: false });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual(
      expect.arrayContaining([
        ['name', M.required],
        ['email', M.required],
        ['phone', M.required],
        ['consent', M.consentRequired],
        ['title', S.fillInFields],
      ]),
    );
    expect(firstError(result, 'description')).toBeUndefined();
  });
});

describe('appeal schema', () => {
  it('message required, at most 5000 characters; the agreement must be given', () => {
    expect(appealSchema.parse({ message: ' Hi ', agreement: 'true' })).toEqual({ message: 'Hi', agreement: true });
    expect(appealSchema.parse({ message: 'Hi', agreement: 'on' }).agreement).toBe(true);
    expect(firstError(appealSchema.safeParse({ message: '', agreement: true }), 'message')).toBe(M.required);
    expect(firstError(appealSchema.safeParse({ message: 'x'.repeat(5001), agreement: true }), 'message')).toBe(M.tooLong);
    expect(firstError(appealSchema.safeParse({ message: 'Hi', agreement: 'false' }), 'agreement')).toBe(S.agreementRequired);
    expect(firstError(appealSchema.safeParse({ message: 'Hi' }), 'agreement')).toBe(S.agreementRequired);
  });
});

describe('passport schema', () => {
  it('covers every PassportData field', () => {
    expect(PASSPORT_FIELDS).toHaveLength(Object.keys(emptyPassport()).length);
    expect(PASSPORT_FIELDS).toContain('treatment_facilities_distance');
    expect([...PASSPORT_ARRAY_FIELDS].sort()).toEqual(['additional_okveds', 'form_of_possession']);
  });
  it('absent keeps, empty clears, values are typed', () => {
    const parsed = passportSchema.parse({
      company_name: '  ООО «Ромашка» ',
      inn: '2466010657',
      main_okved: '10.11.1',
      additional_okveds: ['10.11', '10.11', ''],
      own_funds: '12,5',
      number_of_jobs_created: '120',
      layout: 'true',
      business_plan: 'false',
      form_of_possession: 'rent',
      start_date: '2027-02-28',
      cadastral_number: '24:50:0000000:123',
      link_to_the_main_electronic_resource: 'https://example.ru/',
      production_hazard_class: 'III',
      status: 'design',
      description: '',
      electricity_power: 1500,
    });
    expect(parsed).toMatchObject({
      company_name: 'ООО «Ромашка»',
      additional_okveds: ['10.11'],
      own_funds: 12.5,
      number_of_jobs_created: 120,
      layout: true,
      business_plan: false,
      form_of_possession: ['rent'],
      description: null,
      electricity_power: 1500,
    });
    expect('price' in parsed && parsed.price !== undefined).toBe(false);
    expect(passportSchema.parse({ form_of_possession: [] }).form_of_possession).toBeNull();
  });
  it('tells text that is no number from a negative number, and takes a decimal comma', () => {
    const parsed = passportSchema.safeParse({ price: 'двести', electricity_power: '25 МВт', own_funds: '-3', required_or_available_space: '36,5' });
    expect(parsed.success).toBe(false);
    expect(firstError(parsed, 'price')).toBe(S.notANumber);
    expect(firstError(parsed, 'electricity_power')).toBe(S.notANumber);
    expect(firstError(parsed, 'own_funds')).toBe(S.invalidNumber);
    expect(passportSchema.parse({ required_or_available_space: '36,5' }).required_or_available_space).toBe(36.5);
  });

  it('refuses bad values per field with their messages', () => {
    const errors = passportSchema.safeParse({
      inn: '2466010658',
      main_okved: '1011',
      additional_okveds: ['10.11', 'abc'],
      cadastral_number: '24-50-123',
      link_to_the_main_electronic_resource: 'javascript:alert(1)',
      own_funds: '-1',
      price: 'много',
      number_of_jobs_created: '1.5',
      start_date: '2027-02-30',
      production_hazard_class: 'V',
      form_of_possession: ['buy', 'steal'],
      layout: 'maybe',
      company_name: 'x'.repeat(501),
      steam_distance: '100001',
    });
    expect(errors.success).toBe(false);
    const first = (field: string) => firstError(errors, field);
    expect(first('inn')).toBe(S.invalidInn);
    expect(first('main_okved')).toBe(S.invalidOkved);
    expect(first('additional_okveds')).toBe(S.invalidOkved);
    expect(first('cadastral_number')).toBe(S.invalidCadastral);
    expect(first('link_to_the_main_electronic_resource')).toBe(S.invalidUrl);
    expect(first('own_funds')).toBe(S.invalidNumber);
    expect(first('price')).toBe(S.notANumber);
    expect(first('number_of_jobs_created')).toBe(S.wholeNumber);
    expect(first('start_date')).toBe(S.invalidDate);
    expect(first('production_hazard_class')).toBe(S.invalidChoice);
    expect(first('form_of_possession')).toBe(S.invalidChoice);
    expect(first('layout')).toBe(S.invalidBoolean);
    expect(first('company_name')).toBe(M.tooLong);
    expect(first('steam_distance')).toBe(S.numberTooLarge);
  });
  it('dates are calendar days', () => {
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2023-02-29')).toBe(false);
    expect(isValidDate('24-02-01')).toBe(false);
  });
  it('progress counts filled fields', () => {
    expect(passportProgress(emptyPassport())).toEqual({ filled: 0, total: PASSPORT_FIELDS.length });
    expect(passportProgress({ ...emptyPassport(), layout: false, form_of_possession: [], inn: '2466010657' }).filled).toBe(2);
  });
  it('formats messages with placeholders', () => {
    expect(formatMessage(S.fileTooLarge, { name: 'a.pdf', mb: 30 })).toBe('The file «a.pdf» is larger than 30 MB.');
  });
});

describe('submissionMessageKey', () => {
  it('finds the key and the placeholder values of a message', async () => {
    const { submissionMessageKey } = await import('./messages');
    expect(submissionMessageKey(S.descriptionRequired)).toEqual({ key: 'descriptionRequired', values: {} });
    expect(submissionMessageKey('The file «a (1).exe.pdf» is not of an allowed type.')).toEqual({ key: 'fileType', values: { name: 'a (1).exe.pdf' } });
    expect(submissionMessageKey('Network Error')).toBeUndefined();
  });
});
