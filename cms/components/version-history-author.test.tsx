import { render, screen } from '@testing-library/react';
import type { I18nClient } from '@payloadcms/translations';
import type { Payload, PayloadRequest } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { EditedByCell, EditedByDiff, EditedByField, EditedLocaleDiff, MissingLanguagesDiff } from './version-history-author';
import { versionAuthors } from './version-history-authors';

vi.mock('@payloadcms/ui/rsc', () => ({
  FieldDiffContainer: ({ From, To }: { From: React.ReactNode; To: React.ReactNode }) => (
    <div>
      <div data-testid="from">{From}</div>
      <div data-testid="to">{To}</div>
    </div>
  ),
}));

/** The staff table: Anna with a name, a colleague known only by e-mail; account 9 has been deleted. */
const STAFF = [
  { id: 4, name: 'Анна Петрова', email: 'anna@example.org', roles: ['editor'], hash: 'secret' },
  { id: 5, name: '  ', email: 'boris@example.org', roles: ['editor'], hash: 'secret' },
  { id: 6, name: '<b>Вера</b>', email: 'vera@example.org', roles: ['editor'], hash: 'secret' },
];

function fakePayload() {
  const find = vi.fn(async ({ where, select }: { where: { id: { in: Array<number | string> } }; select: Record<string, true> }) => ({
    // Only what was selected leaves the "database", as Payload's select does.
    docs: STAFF.filter((person) => where.id.in.map(String).includes(String(person.id))).map((person) => ({
      id: person.id,
      ...Object.fromEntries(Object.keys(select).map((key) => [key, person[key as keyof typeof person]])),
    })),
  }));
  return { payload: { find } as unknown as Payload, find };
}

const i18n = (language: string) => ({ language, t: (key: string) => key }) as unknown as I18nClient;
const field = { label: { ru: 'Последнее изменение внёс', en: 'Last edited by' } };

describe('the author of a version for colleagues', () => {
  it('names the staff member, else their e-mail, a deleted account as such and nobody as «Не указан», reading only names and e-mails', async () => {
    const { payload, find } = fakePayload();
    const authorOf = await versionAuthors(payload, [4, { id: 5 }, 9, null, 4], 'ru');
    expect([4, { id: 4, name: 'Анна Петрова' }, 5, 9, null, undefined].map(authorOf)).toEqual([
      'Анна Петрова',
      'Анна Петрова',
      'boris@example.org',
      'удалённая учётная запись',
      'Не указан',
      'Не указан',
    ]);
    expect(find).toHaveBeenCalledTimes(1);
    const [args] = find.mock.calls[0]!;
    // An editor may not read colleagues' accounts: the names are read past access control, and nothing else is.
    expect(args).toMatchObject({ collection: 'staff', overrideAccess: true, depth: 0, where: { id: { in: [4, 5, 9] } } });
    expect(args.select).toEqual({ name: true, email: true });

    const english = await versionAuthors(payload, [9], 'en');
    expect([english(9), english(null)]).toEqual(['deleted account', 'Not recorded']);
  });

  it('asks for nobody when no version has an author', async () => {
    const { payload, find } = fakePayload();
    expect((await versionAuthors(payload, [null, undefined], 'ru'))(null)).toBe('Не указан');
    expect(find).not.toHaveBeenCalled();
  });

  it('shows the name in the sidebar field and in a list cell, not the id', async () => {
    const { payload } = fakePayload();
    render(await EditedByField({ field, value: 4, payload, i18n: i18n('ru') }));
    const sidebar = screen.getByTestId('edited-by');
    expect(sidebar.textContent).toBe('Последнее изменение внёсАнна Петрова');

    const { container } = render(await EditedByCell({ cellData: 9, payload, i18n: i18n('ru') }));
    expect(container.textContent).toBe('удалённая учётная запись');
    expect(container.textContent).not.toContain('9');
  });

  it('compares the authors of two versions by name, each name marked as a whole, as text', async () => {
    const { payload } = fakePayload();
    const req = { payload } as unknown as PayloadRequest;
    render(await EditedByDiff({ field, comparisonValue: 5, versionValue: { id: 6 }, req, i18n: i18n('ru') }));
    expect(screen.getByTestId('from').querySelector('[data-match-type="delete"]')?.textContent).toBe('boris@example.org');
    // A name is text, never markup.
    expect(screen.getByTestId('to').querySelector('[data-match-type="create"]')?.textContent).toBe('<b>Вера</b>');
    expect(screen.getByTestId('to').querySelector('b')).toBeNull();
  });

  it('marks nothing when both versions have the same author', async () => {
    const { payload } = fakePayload();
    const req = { payload } as unknown as PayloadRequest;
    const { container } = render(await EditedByDiff({ field, comparisonValue: 4, versionValue: 4, req, i18n: i18n('ru') }));
    expect(screen.getByTestId('from').textContent).toBe('Анна Петрова');
    expect(screen.getByTestId('to').textContent).toBe('Анна Петрова');
    expect(container.querySelector('[data-match-type]')).toBeNull();
  });
});

describe('the language of the edit in the comparison', () => {
  it('names the languages, not their codes', () => {
    const req = { payload: fakePayload().payload } as unknown as PayloadRequest;
    const label = { label: { ru: 'Язык последнего изменения', en: 'Language of the last edit' } };
    render(EditedLocaleDiff({ field: label, comparisonValue: 'tr', versionValue: 'en', req, i18n: i18n('ru') }));
    expect(screen.getByTestId('from').textContent).toBe('турецкий');
    expect(screen.getByTestId('to').textContent).toBe('английский');
    expect(screen.getByTestId('to').querySelector('[data-match-type="create"]')).not.toBeNull();
  });
});

describe('the translation status in the comparison', () => {
  const req = { payload: fakePayload().payload } as unknown as PayloadRequest;
  const label = { label: { ru: 'Не переведено на', en: 'Not translated into' } };

  it('names the languages each version lacked, marked as a whole where they differ', () => {
    render(MissingLanguagesDiff({ field: label, comparisonValue: ['en', 'tr'], versionValue: [], req, i18n: i18n('ru') }));
    expect(screen.getByTestId('from').textContent).toBe('английский, турецкий');
    expect(screen.getByTestId('to').textContent).toBe('переведено на все языки');
    expect(screen.getByTestId('from').querySelector('[data-match-type="delete"]')).not.toBeNull();
  });

  it('leaves an unchanged status unmarked, in the staff member’s language, and a version without one as «—»', () => {
    const { unmount } = render(MissingLanguagesDiff({ field: label, comparisonValue: ['zh'], versionValue: ['zh'], req, i18n: i18n('en') }));
    expect(screen.getByTestId('to').textContent).toBe('Chinese');
    expect(screen.getByTestId('to').querySelector('[data-match-type]')).toBeNull();
    unmount();
    render(MissingLanguagesDiff({ field: label, comparisonValue: undefined, versionValue: ['tr'], req, i18n: i18n('ru') }));
    expect(screen.getByTestId('from').textContent).toBe('—');
  });
});
