import { describe, expect, it } from 'vitest';
import { EVENT_REGISTRATION_MESSAGES as R, eventRegistrationSchema } from './event-registration';
import { FAVOURITES_MESSAGES as F, folderCreateSchema, folderItemCreateSchema, isSitePath, savedLookupSchema } from './favourites';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const firstError = (result: Result, field: string) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

const registration = {
  surname: 'Петров',
  name: 'Иван',
  patronymic: 'Сергеевич',
  phone: '+7 (391) 200-00-00',
  email: ' Ivan@Example.ORG ',
  organization: 'ООО «Енисей»',
  inn: '2466010657',
  profile: 'Лесопереработка',
  target: 'Поиск площадки',
  production: 'Пиломатериалы',
  dolgnost: 'Директор',
  ploshadka: 'true',
  mail_agree: 'false',
  consent: 'true',
  event_id: '12',
};

describe('event registration schema (spec §3)', () => {
  it('parses a form: canonical e-mail, booleans, numeric event id, no comment → null', () => {
    const data = eventRegistrationSchema.parse(registration);
    expect(data).toMatchObject({ email: 'ivan@example.org', ploshadka: true, mail_agree: false, event_id: 12, comment: null });
    expect(eventRegistrationSchema.parse({ ...registration, ploshadka: true, mail_agree: 'on', event_id: 3 })).toMatchObject({
      ploshadka: true,
      mail_agree: true,
      event_id: 3,
    });
  });

  it('every field but the comment is required, and the consent is given explicitly', () => {
    const result = eventRegistrationSchema.safeParse({});
    for (const field of Object.keys(registration).filter((key) => key !== 'event_id' && key !== 'consent')) expect(firstError(result, field), field).toBe(R.required);
    expect(firstError(result, 'event_id')).toBe(R.eventRequired);
    expect(firstError(result, 'consent')).toBe(R.consentRequired);
    expect(firstError(eventRegistrationSchema.safeParse({ ...registration, consent: 'false' }), 'consent')).toBe(R.consentRequired);
    expect(firstError(eventRegistrationSchema.safeParse({ ...registration, ploshadka: '' }), 'ploshadka')).toBe(R.required);
    expect(firstError(eventRegistrationSchema.safeParse({ ...registration, profile: '  \n ' }), 'profile')).toBe(R.required);
  });

  it('field rules: INN checksum, e-mail, phone, yes/no, event id', () => {
    expect(firstError(eventRegistrationSchema.safeParse({ ...registration, inn: '2466010658' }), 'inn')).toBe(R.invalidInn);
    expect(firstError(eventRegistrationSchema.safeParse({ ...registration, inn: '24660106' }), 'inn')).toBe(R.invalidInn);
    expect(firstError(eventRegistrationSchema.safeParse({ ...registration, email: 'nope' }), 'email')).toBe(R.invalidEmail);
    expect(firstError(eventRegistrationSchema.safeParse({ ...registration, phone: '12' }), 'phone')).toBe(R.invalidPhone);
    expect(firstError(eventRegistrationSchema.safeParse({ ...registration, ploshadka: 'maybe' }), 'ploshadka')).toBe(R.invalidChoice);
    for (const event_id of ['abc', '0', '-1', 1.5, '1e3'])
      expect(firstError(eventRegistrationSchema.safeParse({ ...registration, event_id }), 'event_id'), String(event_id)).toBe(R.eventRequired);
  });

  it('text areas keep their lines; other control characters and overlong values are refused', () => {
    expect(eventRegistrationSchema.parse({ ...registration, comment: ' a\r\nb ' }).comment).toBe('a\nb');
    expect(firstError(eventRegistrationSchema.safeParse({ ...registration, comment: 'a\u0000b' }), 'comment')).toBe(R.controlCharacters);
    expect(firstError(eventRegistrationSchema.safeParse({ ...registration, name: 'a\nb' }), 'name')).toBe(R.controlCharacters);
    expect(firstError(eventRegistrationSchema.safeParse({ ...registration, comment: 'x'.repeat(2001) }), 'comment')).toBe(R.tooLong);
  });
});

describe('favourites schemas', () => {
  it('folder title: 1–100 characters', () => {
    expect(folderCreateSchema.parse({ title: ' Площадки ' }).title).toBe('Площадки');
    expect(firstError(folderCreateSchema.safeParse({ title: ' ' }), 'title')).toBe(F.required);
    expect(firstError(folderCreateSchema.safeParse({ title: 'x'.repeat(101) }), 'title')).toBe(F.tooLong);
  });

  it('page_url is a path of this site: no scheme, no host, no //', () => {
    for (const good of ['/news/1', '/en/events/forum-2026?x=1#top', '/']) expect(isSitePath(good), good).toBe(true);
    for (const bad of ['https://evil.example/news', '//evil.example/x', '/\\evil.example', 'news/1', 'javascript:alert(1)', '/a b', ''])
      expect(isSitePath(bad), bad).toBe(false);
    expect(firstError(folderItemCreateSchema.safeParse({ page_url: 'http://x.org/a', page_title: 'A' }), 'page_url')).toBe(F.invalidPageUrl);
    expect(firstError(savedLookupSchema.safeParse({ page_url: '//x.org' }), 'page_url')).toBe(F.invalidPageUrl);
  });

  it('an item: optional picture (site path or http(s)) and comment become null when empty', () => {
    expect(folderItemCreateSchema.parse({ page_url: '/news/1', page_title: 'Новость', page_image: '', comment: '' })).toEqual({
      page_url: '/news/1',
      page_title: 'Новость',
      page_image: null,
      comment: null,
    });
    expect(folderItemCreateSchema.parse({ page_url: '/news/1', page_title: 'N', page_image: 'https://cdn.example/a.jpg' }).page_image).toBe(
      'https://cdn.example/a.jpg',
    );
    expect(firstError(folderItemCreateSchema.safeParse({ page_url: '/n', page_title: 'N', page_image: 'javascript:alert(1)' }), 'page_image')).toBe(
      F.invalidImage,
    );
    expect(firstError(folderItemCreateSchema.safeParse({ page_url: '/n' }), 'page_title')).toBe(F.required);
  });
});
