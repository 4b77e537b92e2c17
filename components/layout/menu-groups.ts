import type { RouteKey } from '@/lib/routes';

/**
 * The three groups of the main menu (desktop columns and mobile disclosures).
 * Titles are `layout.menu.groups.<key>`, link labels `routes.<routeKey>`.
 */
export const MENU_GROUPS = [
  {
    key: 'investorNavigator',
    routes: [
      'investSites',
      'preferentialZones',
      'productionSites',
      'supportMeasures',
      'calculator',
      'projects',
      'institutions',
      'investMap',
    ],
  },
  {
    key: 'investStandard',
    routes: [
      'investStandard',
      'standardDeclaration',
      'standardRules',
      'standardCommittee',
      'standardCorporation',
      'standardAlgorithm',
    ],
  },
  {
    key: 'pressCenter',
    routes: ['news', 'events', 'videoGallery', 'successStories', 'governorAddress', 'faq'],
  },
] as const satisfies readonly { key: string; routes: readonly RouteKey[] }[];

export type MenuGroupKey = (typeof MENU_GROUPS)[number]['key'];

/** Element ids shared by the menu button, the menus and the profile button's account menu. */
export const MENU_IDS = {
  button: 'menu-button',
  desktop: 'desktop-menu',
  mobile: 'mobile-menu',
  account: 'account-menu',
  profileButton: 'profile-button',
} as const;
