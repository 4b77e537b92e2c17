import { create } from 'zustand';
import { isWideForProfileLink, mainMenuFor } from '@/components/layout/breakpoints';

/**
 * The account entry points the page chrome itself offers a guest (the header's login button, the content blocks'
 * «personal area» buttons): login and registration. The shell names them; whichever feature renders accounts mounts
 * the modals under these names, and any other feature that needs a visitor to log in or register opens them.
 */
export type AccountModalId = 'login' | 'register';

/**
 * The page chrome's other entry point: the «Сообщить о неточности» button at the foot of every content page
 * (components/page/page-meta.tsx). The shell names it; the feedback feature mounts the form under this name.
 */
export type PageModalId = 'inaccuracyReport';

/**
 * Every other modal is registered by the feature that renders it, in that feature's `modals.ts`, so the shell knows
 * no feature's modals (a feature opens its own and the account entry points, never another feature's):
 *
 *     declare module '@/components/ui-store' {
 *       interface FeatureModals {
 *         submitProject: 'requests';
 *       }
 *     }
 *
 * The key is the modal's name, the value the feature that owns it: two features claiming one name fail `tsc`.
 */
// An interface, not a type: module augmentation can only add to interfaces.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FeatureModals {}

/** The modals of spec §2 ("Modals"); at most one is open at a time. */
export type ModalId = AccountModalId | PageModalId | keyof FeatureModals;

/**
 * What the login modal was opened for, when it is one thing (e.g. saving a page to favourites): the feature that opens
 * it gives the title and lead in the visitor's language, shown instead of the general «log in to submit a project».
 */
export type LoginPurpose = { title: string; lead: string };

/** The header's menus. They are mutually exclusive: opening one closes the others. */
export type MenuId = 'desktop' | 'mobile' | 'account';

export type UiState = {
  modal: ModalId | null;
  menu: MenuId | null;
  /** `window.innerWidth`, tracked by WindowWidthTracker; null until the first measurement (and on the server). */
  windowWidth: number | null;
  /** Session flag only; the logged-in user's data is server state (react-query). */
  loggedIn: boolean;
  /** Set by `openLogin`; any other modal, or closing, forgets it. */
  loginPurpose: LoginPurpose | null;
  openModal: (modal: ModalId) => void;
  /** The login modal, saying what the login is for. */
  openLogin: (purpose: LoginPurpose) => void;
  closeModal: () => void;
  toggleMenu: (menu: MenuId) => void;
  closeMenu: () => void;
  setWindowWidth: (width: number) => void;
  setLoggedIn: (loggedIn: boolean) => void;
};

/** Whether a menu can stay open at this width (the desktop menu lives above 1250 px, the mobile and account menus below). */
export function menuFitsWidth(menu: MenuId, width: number): boolean {
  if (menu === 'account') return !isWideForProfileLink(width);
  return mainMenuFor(width) === menu;
}

export const useUiStore = create<UiState>()((set) => ({
  modal: null,
  menu: null,
  windowWidth: null,
  loggedIn: false,
  loginPurpose: null,
  openModal: (modal) => set({ modal, menu: null, loginPurpose: null }),
  openLogin: (loginPurpose) => set({ modal: 'login', menu: null, loginPurpose }),
  closeModal: () => set({ modal: null, loginPurpose: null }),
  toggleMenu: (menu) => set((state) => ({ menu: state.menu === menu ? null : menu })),
  closeMenu: () => set({ menu: null }),
  setWindowWidth: (width) =>
    set((state) => ({
      windowWidth: width,
      menu: state.menu && menuFitsWidth(state.menu, width) ? state.menu : null,
    })),
  // A login modal open when the session begins (logged in there, or resumed after a press that found none yet) has
  // nothing left to do: it closes, and whatever waited for the login (a save's dialog) goes on.
  setLoggedIn: (loggedIn) =>
    set((state) => ({ loggedIn, menu: null, ...(loggedIn && state.modal === 'login' ? { modal: null, loginPurpose: null } : {}) })),
}));
