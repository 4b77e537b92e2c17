'use client';

import { useEffect } from 'react';
import { returnFocus, useDismiss } from '@/components/layout/use-dismiss';
import { useAltTexts } from './vi-alt-text';
import { VI_IDS } from './vi-ids';
import type { ViPanelTexts } from './vi-panel-texts';
import { VI_OPTIONS, VI_SETTINGS, type ViSetting, type ViSettings } from './vi-settings';
import { useViStore } from './vi-store';

/**
 * The settings of the visually-impaired mode (docs/decisions/022): a region under the header's bar, disclosed by the
 * header's button; one labelled radio group per setting, a reset and the way back to the normal version. Escape
 * closes it and returns focus to the button. It also keeps the images' alt texts shown while images are off. Its texts
 * come translated from the header (vi-panel-texts.ts).
 */
export function ViPanel({ texts }: { texts: ViPanelTexts }) {
  const t = (key: keyof ViPanelTexts) => texts[key];
  const settings = useViStore((state) => state.settings);
  const open = useViStore((state) => state.panelOpen && state.settings !== null);
  const { load, setPanelOpen, reset, disable } = useViStore.getState();

  useEffect(() => load(), [load]);
  useAltTexts(settings?.images === 'off');
  useDismiss(open, [VI_IDS.panel, VI_IDS.toggle], (reason) => {
    if (reason !== 'escape') return;
    setPanelOpen(false);
    returnFocus(VI_IDS.toggle, reason);
  });

  if (!settings) return null;
  return (
    <section id={VI_IDS.panel} className="vi-panel" aria-labelledby={VI_IDS.title} hidden={!open} data-testid="vi-panel">
      <div className="container vi-panel__inner">
        <h2 id={VI_IDS.title} className="vi-panel__title">
          {t('title')}
        </h2>
        <div className="vi-panel__groups">
          {VI_SETTINGS.map((key) => (
            <ViRadioGroup key={key} setting={key} value={settings[key]} texts={texts} />
          ))}
        </div>
        <div className="vi-panel__actions">
          <button type="button" className="button button--secondary" onClick={reset} data-testid="vi-reset">
            {t('reset')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              disable();
              // The panel and this button are removed: the focus goes to the header's button that turns the mode
              // back on (without undoing the scroll back to where the page was).
              document.getElementById(VI_IDS.toggle)?.focus({ preventScroll: true });
            }}
            data-testid="vi-normal"
          >
            {t('normal')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setPanelOpen(false);
              document.getElementById(VI_IDS.toggle)?.focus();
            }}
          >
            {t('close')}
          </button>
        </div>
      </div>
    </section>
  );
}

/** `viMode.<setting>.<option>` for every option of every setting. */
type OptionLabelKey = { [S in ViSetting]: `${S}.${ViSettings[S]}` }[ViSetting];

function ViRadioGroup({ setting, value, texts }: { setting: ViSetting; value: string; texts: ViPanelTexts }) {
  const t = (key: keyof ViPanelTexts) => texts[key];
  const change = useViStore((state) => state.change);
  const options: readonly string[] = VI_OPTIONS[setting];
  return (
    <fieldset className={`vi-panel__group vi-panel__group--${setting}`} data-testid={`vi-${setting}`}>
      <legend className="vi-panel__legend">{t(`${setting}.legend`)}</legend>
      {options.map((option) => (
        <label key={option} className={`vi-option vi-option--${setting}-${option}`}>
          <input type="radio" name={`vi-${setting}`} value={option} checked={value === option} onChange={() => change(setting, option)} />
          <span className="vi-option__label">{t(`${setting}.${option}` as OptionLabelKey)}</span>
        </label>
      ))}
    </fieldset>
  );
}
