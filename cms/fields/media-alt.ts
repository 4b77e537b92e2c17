import { validations, type TextField, type TextFieldSingleValidation } from 'payload';
import { mediaTexts } from '../components/media-texts';
import { isFilled } from '../hooks/translation-status';
import { l, text } from './common';

/**
 * An image's alt text must be written in Russian, the original every translation starts from; in English, Turkish
 * and Chinese it may wait (the public pages fall back to the Russian one, and the translation status names the
 * languages still missing). A picture is therefore first uploaded in Russian: created in another content language it
 * would have no Russian description. Length rules stay Payload's own.
 */
export const validateImageAlt: TextFieldSingleValidation = (value, options) => {
  const { req, operation, previousValue } = options;
  const texts = mediaTexts(req.i18n?.language);
  const locale = req.locale ?? 'ru';
  if (locale === 'all') {
    const russian = value && typeof value === 'object' ? (value as Record<string, unknown>).ru : undefined;
    return isFilled(russian) || texts.altRequired;
  }
  if (locale === 'ru') {
    // A save that leaves the field out keeps the stored description.
    const effective = value === undefined && operation === 'update' ? previousValue : value;
    if (!isFilled(effective)) return texts.altRequired;
  } else if (operation === 'create') {
    return texts.altRussianFirst;
  }
  return validations.text(value, { ...options, required: false });
};

/**
 * The alt text field of the `media` collection: marked required only while Russian is edited
 * (cms/components/media-alt.tsx), with the warning on the languages it still lacks under it.
 */
export function imageAltField(): TextField {
  return text('alt', l('Описание изображения (alt)', 'Alternative text'), {
    validate: validateImageAlt,
    admin: {
      description: l(
        'Что изображено — для незрячих посетителей и поиска. Обязательно на русском; на других языках, пока перевода нет, показывается русское.',
        'What the picture shows, for screen reader users and search. Required in Russian; other languages show the Russian one until translated.',
      ),
      components: {
        Field: '/cms/components/media-alt#ImageAltField',
        afterInput: ['/cms/components/media-alt#AltTranslationWarning'],
      },
    },
  });
}
