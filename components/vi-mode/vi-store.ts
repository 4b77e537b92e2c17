import { create } from 'zustand';
import { applyViMode, readViSettings, VI_COOKIE, VI_DEFAULTS, VI_OPTIONS, viCookieAssignment, type ViSetting, type ViSettings } from './vi-settings';

export type ViState = {
  /** The mode's settings, or null when it is off (the normal version). */
  settings: ViSettings | null;
  panelOpen: boolean;
  /**
   * Where the reader was (window.scrollY) when the panel opened: with large text the page grows and the panel's
   * controls scroll it, so «normal version» takes the reader back there.
   */
  scrollBeforePanel: number;
  /** Reads the cookie (the pre-paint script has already applied it to <html>). */
  load: () => void;
  /** Turns the mode on with its defaults and opens the panel. */
  enable: () => void;
  /** Sets one setting; a value that is not one of its options is ignored. */
  change: (key: ViSetting, value: string) => void;
  reset: () => void;
  /** Back to the normal version: the cookie and every attribute the mode set on <html> are removed. */
  disable: () => void;
  setPanelOpen: (open: boolean) => void;
};

/** Writes the cookie, then applies it with the very function the pre-paint script runs. */
function save(settings: ViSettings | null) {
  document.cookie = viCookieAssignment(settings, window.location.protocol === 'https:');
  applyViMode(document.documentElement, document.cookie, VI_COOKIE, VI_OPTIONS);
}

export const useViStore = create<ViState>()((set, get) => ({
  settings: null,
  panelOpen: false,
  scrollBeforePanel: 0,
  load: () => set({ settings: readViSettings(document.cookie) }),
  enable: () => {
    const scrollBeforePanel = window.scrollY;
    save(VI_DEFAULTS);
    set({ settings: VI_DEFAULTS, panelOpen: true, scrollBeforePanel });
  },
  change: (key, value) => {
    if (!(VI_OPTIONS[key] as readonly string[]).includes(value)) return;
    const settings = { ...(get().settings ?? VI_DEFAULTS), [key]: value };
    save(settings);
    set({ settings });
  },
  reset: () => {
    save(VI_DEFAULTS);
    set({ settings: VI_DEFAULTS });
  },
  disable: () => {
    save(null);
    window.scrollTo({ top: get().scrollBeforePanel, behavior: 'instant' });
    set({ settings: null, panelOpen: false });
  },
  setPanelOpen: (panelOpen) => set(panelOpen && !get().panelOpen ? { panelOpen, scrollBeforePanel: window.scrollY } : { panelOpen }),
}));
