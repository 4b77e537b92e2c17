import { beforeEach, describe, expect, it } from 'vitest';
import { menuFitsWidth, useUiStore } from '@/components/ui-store';

beforeEach(() => {
  useUiStore.setState({ modal: null, menu: null, windowWidth: null, loggedIn: false });
});

describe('menus', () => {
  it('keeps the desktop and mobile menus mutually exclusive', () => {
    const { toggleMenu } = useUiStore.getState();
    toggleMenu('desktop');
    expect(useUiStore.getState().menu).toBe('desktop');
    toggleMenu('mobile');
    expect(useUiStore.getState().menu).toBe('mobile');
    toggleMenu('mobile');
    expect(useUiStore.getState().menu).toBeNull();
  });

  it('knows which menu belongs to which side of 1250 px and 660 px', () => {
    expect(menuFitsWidth('desktop', 1251)).toBe(true);
    expect(menuFitsWidth('desktop', 1250)).toBe(false);
    expect(menuFitsWidth('mobile', 1250)).toBe(true);
    expect(menuFitsWidth('mobile', 1251)).toBe(false);
    expect(menuFitsWidth('account', 660)).toBe(true);
    expect(menuFitsWidth('account', 661)).toBe(false);
  });

  it('closes the menu that a resize across the breakpoint makes wrong, and keeps the right one', () => {
    const { toggleMenu, setWindowWidth } = useUiStore.getState();
    setWindowWidth(1300);
    toggleMenu('desktop');
    setWindowWidth(1280);
    expect(useUiStore.getState().menu).toBe('desktop');
    setWindowWidth(1200);
    expect(useUiStore.getState()).toMatchObject({ menu: null, windowWidth: 1200 });

    toggleMenu('mobile');
    setWindowWidth(1400);
    expect(useUiStore.getState().menu).toBeNull();
  });

  it('closes every menu when a modal opens', () => {
    useUiStore.getState().toggleMenu('mobile');
    useUiStore.getState().openModal('login');
    expect(useUiStore.getState()).toMatchObject({ menu: null, modal: 'login' });
    useUiStore.getState().closeModal();
    expect(useUiStore.getState().modal).toBeNull();
  });
});

describe('session', () => {
  it('closes the login modal when the session begins, and no other modal', () => {
    const store = useUiStore.getState();
    store.openLogin({ title: 'Log in to save', lead: 'Favourites need an account.' });
    store.setLoggedIn(true);
    expect(useUiStore.getState()).toMatchObject({ loggedIn: true, modal: null, loginPurpose: null });

    store.setLoggedIn(false);
    store.openModal('register');
    store.setLoggedIn(true);
    expect(useUiStore.getState().modal).toBe('register');
  });
});
