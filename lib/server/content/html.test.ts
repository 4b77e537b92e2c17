import { describe, expect, it } from 'vitest';
import { rt } from '@/cms/seed/localize';
import { richTextToHtml } from './html';

describe('richTextToHtml', () => {
  it('renders tables with scoped headers: the first row heads the columns, the first cell of a row heads the row', () => {
    const html = richTextToHtml(rt({ h2: 'Режимы' }, { table: [['Налог', 'Стандартный режим', 'Резидент ОЭЗ'], ['Налог на прибыль', '25 %', '2 %']] }))!;
    expect(html).toContain('<h2>Режимы</h2>');
    expect(html).toMatch(/<th scope="col"><p>Налог<\/p><\/th>/);
    expect(html).toMatch(/<th scope="col"><p>Резидент ОЭЗ<\/p><\/th>/);
    expect(html).toMatch(/<th scope="row"><p>Налог на прибыль<\/p><\/th>/);
    expect(html).toMatch(/<td><p>25 %<\/p><\/td>/);
    expect(html).not.toMatch(/style=|class=/);
  });

  it('numbers the items of ordered lists only: `value` on an item of a bullet list is invalid HTML', () => {
    const html = richTextToHtml(rt({ ul: ['Налоги', 'Земля'] }, { ol: ['Заявка', 'Решение'] }))!;
    expect(html).toMatch(/<ul><li>Налоги<\/li><li>Земля<\/li><\/ul>/);
    expect(html).toMatch(/<ol[^>]*><li value="1">Заявка<\/li><li value="2">Решение<\/li><\/ol>/);
  });
});
