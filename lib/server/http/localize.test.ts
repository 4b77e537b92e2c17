import { describe, expect, it } from 'vitest';
import { EVENT_REGISTRATION_MESSAGES } from '@/lib/submissions/schemas/event-registration';
import { FAVOURITES_MESSAGES } from '@/lib/submissions/schemas/favourites';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { localizeResult } from './localize';

const registration = { namespace: 'eventRegistrationApi', messages: EVENT_REGISTRATION_MESSAGES } as const;

describe('localized API errors', () => {
  it('every catalogue message has its text in messages/ (same keys), and English is the catalogue itself', () => {
    expect(Object.keys(ru.eventRegistrationApi).sort()).toEqual(Object.keys(EVENT_REGISTRATION_MESSAGES).sort());
    expect(Object.keys(ru.favouritesApi).sort()).toEqual(Object.keys(FAVOURITES_MESSAGES).sort());
    expect(en.eventRegistrationApi).toEqual(EVENT_REGISTRATION_MESSAGES);
    expect(en.favouritesApi).toEqual(FAVOURITES_MESSAGES);
  });

  it('maps field errors and messages by key; other texts pass through', () => {
    const errors = { inn: [EVENT_REGISTRATION_MESSAGES.invalidInn], page: ['Page must be a whole number from 1.'] };
    expect(localizeResult(errors, registration, 'ru')).toEqual({ inn: [ru.eventRegistrationApi.invalidInn], page: ['Page must be a whole number from 1.'] });
    expect(localizeResult({ message: EVENT_REGISTRATION_MESSAGES.registrationClosed }, registration, 'ru')).toEqual({
      message: 'Регистрация на это мероприятие закрыта.',
    });
    expect(localizeResult(errors, registration, 'en')).toEqual(errors);
  });
});
