'use client';

import { EyeIcon } from '@/components/layout/icons';
import { VI_IDS } from '@/components/vi-mode/vi-ids';
import { useViStore } from '@/components/vi-mode/vi-store';

/**
 * The header's «version for the visually impaired» button (docs/decisions/022). In the normal version it turns the
 * mode on (and opens its settings); in the mode it opens and closes the settings panel, where the way back is.
 * Its two labels (turn the mode on, its settings) come translated from the header.
 */
export function A11yToggle({ enableLabel, settingsLabel }: { enableLabel: string; settingsLabel: string }) {
  const on = useViStore((state) => state.settings !== null);
  const panelOpen = useViStore((state) => state.panelOpen);
  const enable = useViStore((state) => state.enable);
  const setPanelOpen = useViStore((state) => state.setPanelOpen);

  return (
    <button
      id={VI_IDS.toggle}
      type="button"
      className="header-button a11y-toggle"
      data-testid="vi-toggle"
      {...(on ? { 'aria-expanded': panelOpen, 'aria-controls': VI_IDS.panel } : {})}
      onClick={() => (on ? setPanelOpen(!panelOpen) : enable())}
    >
      <EyeIcon />
      <span className="visually-hidden">{on ? settingsLabel : enableLabel}</span>
    </button>
  );
}
