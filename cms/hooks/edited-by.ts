import type { FieldHook } from 'payload';

/** The name of the field that records who saved a version, and of the one that records in which content language. */
export const EDITED_BY_FIELD = 'editedBy';
export const EDITED_LOCALE_FIELD = 'editedLocale';

/**
 * The staff member whose save this is, on every save whatever the request sent: a save without a signed-in staff
 * member (the seed, a migration, a script on the local API) records nobody rather than keeping the previous author.
 * A scheduled publish runs as the editor who scheduled it, so it names them.
 */
export const editedByFromUser: FieldHook = ({ req }) => (req.user?.collection === 'staff' ? req.user.id : null);

/**
 * The content language the save was made in (the back office's «Язык содержимого»); nobody's choice when a save
 * writes every language at once (`locale=all`) or names none the configuration knows.
 */
export const editedLocaleFromRequest: FieldHook = ({ req }) => {
  const locale = req.locale;
  const known = req.payload.config.localization ? req.payload.config.localization.localeCodes : [];
  return typeof locale === 'string' && known.includes(locale) ? locale : null;
};
