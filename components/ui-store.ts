import { create } from 'zustand';
import { isWideForProfileLink, mainMenuFor } from '@/components/layout/breakpoints';

/** The modals of spec §2 ("Modals"); at most one is open at a time. */
export type ModalId =
  | 'login'
  | 'register'
  | 'recovery'
  | 'registrationSuccess'
  | 'submitProject'
  | 'applicationSuccess'
  | 'appealSuccess'
  | 'passportSuccess'
  | 'resetPassword'
  | 'changePassword'
  | 'video'
  | 'documents'
  | 'summary';

/**
 * What the login modal was opened for, when it is one thing (saving to favourites): its title and intro say so
 * instead of the general «log in to submit a project».
 */
export type LoginPurpose = 'favourites';

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
  setLoggedIn: (loggedIn) => set({ loggedIn, menu: null }),
}));
