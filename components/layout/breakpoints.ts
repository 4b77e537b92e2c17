/**
 * Layout breakpoints of spec §9, in CSS pixels. The same numbers are used in app/(site)/globals.css, where the
 * header's are container queries in em at 16 px (1250 px = 78.125em); change both together.
 */
export const BREAKPOINTS = {
  /** Above it the menu button opens the desktop main menu, at or below it the mobile menu. */
  desktopMenu: 1250,
  /** Above it a logged-in visitor's profile button is a link to /profile, at or below it opens the account menu. */
  profileLink: 660,
} as const;

export type MainMenu = 'desktop' | 'mobile';

export function mainMenuFor(width: number): MainMenu {
  return width > BREAKPOINTS.desktopMenu ? 'desktop' : 'mobile';
}

export function isWideForProfileLink(width: number): boolean {
  return width > BREAKPOINTS.profileLink;
}
