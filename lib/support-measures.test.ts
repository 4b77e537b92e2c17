import { describe, expect, it } from 'vitest';
import { ROUTES } from './routes';
import { groupPage, SUPPORT_GROUPS, SUPPORT_PAGES } from './support-measures';

describe('support pages', () => {
  it('give every group of the API exactly one page', () => {
    for (const group of SUPPORT_GROUPS) {
      expect(SUPPORT_PAGES.filter((page) => page.group === group)).toHaveLength(1);
      expect(groupPage(group).group).toBe(group);
    }
  });

  it('are the six children of /meri-podderjki, each once', () => {
    const routes = SUPPORT_PAGES.map((page) => page.route);
    expect(new Set(routes).size).toBe(6);
    for (const route of routes) expect(ROUTES[route].parent).toBe('supportMeasures');
  });

  it('use the numbered texts of §7 (16 does not exist), each once', () => {
    const settings = SUPPORT_PAGES.map((page) => page.setting).filter((n) => n !== null);
    expect(settings.sort((a, b) => a - b)).toEqual([12, 13, 14, 15, 17]);
  });

});
