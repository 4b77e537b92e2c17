/** Element ids shared by the header's button and the settings panel. */
export const VI_IDS = { toggle: 'vi-toggle', panel: 'vi-panel', title: 'vi-panel-title' } as const;
