import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { AdminTable } from './admin-table';

describe('AdminTable', () => {
  it('is a captioned table with column headings in a named, focusable region', async () => {
    const { container } = render(
      <AdminTable captionId="history-caption" caption="История версий: 1" columns={['Дата', 'Автор']} testId="history">
        <tr>
          <td>28 ноября 2026, 09:05</td>
          <td>Иванова Анна</td>
        </tr>
      </AdminTable>,
    );
    const region = screen.getByRole('region', { name: 'История версий: 1' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const table = screen.getByRole('table', { name: 'История версий: 1' });
    expect(table.getAttribute('data-testid')).toBe('history');
    expect(screen.getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Дата', 'Автор']);
    expect(screen.getByRole('cell', { name: 'Иванова Анна' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });
});
