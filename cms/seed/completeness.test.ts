import { describe, expect, it } from 'vitest';
import { untranslated } from './completeness';
import { SEED_COLLECTIONS, SEED_GLOBALS } from './index';
import { img, rt, t } from './localize';

describe('the demo seed in four languages', () => {
  it('has every localized value of every collection in en, tr and zh', () => {
    const found = SEED_COLLECTIONS.flatMap((set) =>
      set.docs.flatMap((doc, i) => {
        const key = doc[set.key];
        const name = typeof key === 'string' || typeof key === 'number' ? key : `#${i}`;
        return untranslated(doc, `${set.collection}/${name}`);
      }),
    );
    expect(found).toEqual([]);
  });

  it('has every localized value of every page global in en, tr and zh', () => {
    expect(SEED_GLOBALS.flatMap(({ global, data }) => untranslated(data, global))).toEqual([]);
  });
});

describe('the completeness check', () => {
  it('names the path and language of a missing, empty or Russian value', () => {
    const doc = {
      title: t('Заголовок', 'Title', 'Başlık'),
      rows: [{ text: t('Текст', 'Text', 'Metin', '') }],
      body: t(rt('Абзац'), rt('Paragraph'), rt('Абзац'), rt('段落')),
      image: img('sample', 'city', 'Снимок', 'Picture', 'Resim'),
      lead: t('Вводный текст', 'Lead', 'Giriş', 'Lead text'),
    };
    expect(untranslated(doc, 'news/sample')).toEqual([
      'news/sample.title [zh]: missing',
      'news/sample.rows[0].text [zh]: empty',
      'news/sample.body [tr]: contains Russian (Cyrillic) text',
      'news/sample.image.alt [zh]: missing',
      'news/sample.lead [zh]: has no Chinese text',
    ]);
  });

  it('accepts a value written in all four languages', () => {
    expect(untranslated({ title: t('Форум', 'Forum', 'Forum', '论坛'), period: t('2026–2030', '2026–2030', '2026–2030', '2026–2030') }, 'x')).toEqual([]);
  });
});
