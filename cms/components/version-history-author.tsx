import { getTranslation } from '@payloadcms/translations';
import type { I18nClient } from '@payloadcms/translations';
import { FieldDiffContainer } from '@payloadcms/ui/rsc';
import type { Payload, PayloadRequest } from 'payload';
import { translationTexts } from './translation-texts';
import { versionAuthors } from './version-history-authors';
import { versionHistoryTexts } from './version-history-texts';

type Label = Parameters<typeof getTranslation>[0];

/**
 * Wherever the back office shows who last saved a document (`editedBy`: the document's sidebar, a list column, the
 * comparison of two versions), the staff member's name — not Payload's «Без названия - ID: 5», which is what an editor
 * gets for a colleague's account they may not read. The names come from version-history-authors.ts.
 */

/** The sidebar's «Последнее изменение внёс»: read-only text, since the field is set by its hook on every save. */
export async function EditedByField({ field, value, payload, i18n, req }: { field: { label?: unknown }; value?: unknown; payload: Payload; i18n: I18nClient; req?: PayloadRequest }) {
  const authorOf = await versionAuthors(payload, [value], i18n.language, req);
  return (
    <div className="field-type edited-by-field" data-testid="edited-by">
      <div className="field-label">{getTranslation(field.label as Label, i18n)}</div>
      <p className="edited-by-field__name" style={{ margin: 0 }}>
        {authorOf(value)}
      </p>
    </div>
  );
}

/** The author in a list's column. */
export async function EditedByCell({ cellData, payload, i18n }: { cellData?: unknown; payload: Payload; i18n: I18nClient }) {
  const authorOf = await versionAuthors(payload, [cellData], i18n.language);
  return <span>{authorOf(cellData)}</span>;
}

/**
 * One side of the comparison in the markup of Payload's own text diff (its classes and colours): a name that changed
 * is marked as a whole, where Payload's diff would cross out single letters of a Cyrillic name («Анна Пет|рова»).
 */
function DiffSide({ side, name, changed }: { side: 'old' | 'new'; name: string; changed: boolean }) {
  return (
    <div className={`html-diff__diff-${side} html-diff`}>
      <p>{changed ? <span data-match-type={side === 'old' ? 'delete' : 'create'}>{name}</span> : name}</p>
    </div>
  );
}

type DiffProps = {
  field: { label?: unknown };
  comparisonValue?: unknown;
  versionValue?: unknown;
  req: PayloadRequest;
  i18n: I18nClient;
  locale?: string;
  nestingLevel?: number;
};

/** Two values of a field side by side in Payload's from/to layout, each marked as a whole where they differ. */
function WholeValueDiff({ className, field, i18n, locale, nestingLevel, from, to }: Omit<DiffProps, 'req'> & { className: string; from: string; to: string }) {
  const changed = from !== to;
  return (
    <FieldDiffContainer
      className={className}
      From={<DiffSide side="old" name={from} changed={changed} />}
      To={<DiffSide side="new" name={to} changed={changed} />}
      i18n={i18n}
      label={{ label: field.label as never, locale }}
      nestingLevel={nestingLevel}
    />
  );
}

/** The author of the two versions compared. */
export async function EditedByDiff(props: DiffProps) {
  const { comparisonValue, versionValue, req, i18n } = props;
  const authorOf = await versionAuthors(req.payload, [comparisonValue, versionValue], i18n.language, req);
  return <WholeValueDiff {...props} className="edited-by-diff" from={authorOf(comparisonValue)} to={authorOf(versionValue)} />;
}

/** The content language of the two versions' edits, by name («турецкий»), not by code. */
export function EditedLocaleDiff(props: DiffProps) {
  const { comparisonValue, versionValue, i18n } = props;
  const { languages } = translationTexts(i18n.language);
  const nameOf = (code: unknown) => (typeof code === 'string' ? (languages[code] ?? code) : versionHistoryTexts(i18n.language).noLanguage);
  return <WholeValueDiff {...props} className="edited-locale-diff" from={nameOf(comparisonValue)} to={nameOf(versionValue)} />;
}

/**
 * The languages each version still lacked a translation into, by name («английский, турецкий»; «переведено на все
 * языки» when none): Payload's own select comparison writes a list of several values as raw JSON.
 */
export function MissingLanguagesDiff(props: DiffProps) {
  const { comparisonValue, versionValue, i18n } = props;
  const texts = translationTexts(i18n.language);
  const namesOf = (codes: unknown) => {
    // A version saved before the status was kept has none.
    if (!Array.isArray(codes)) return versionHistoryTexts(i18n.language).noLanguage;
    return codes.length ? codes.map((code) => texts.languages[String(code)] ?? String(code)).join(', ') : texts.allTranslated;
  };
  return <WholeValueDiff {...props} className="missing-languages-diff" from={namesOf(comparisonValue)} to={namesOf(versionValue)} />;
}
