import { getTranslations } from 'next-intl/server';
import { VI_OPTIONS, VI_SETTINGS, type ViSetting, type ViSettings } from './vi-settings';

/** `viMode.<setting>.<option>` for every option of every setting: each has its label, or `tsc` fails. */
type OptionLabelKey = { [S in ViSetting]: `${S}.${ViSettings[S]}` }[ViSetting];

/** Every text of the settings panel, by its key in the `viMode` namespace. */
export type ViPanelTexts = Record<'title' | 'reset' | 'normal' | 'close' | `${ViSetting}.legend` | OptionLabelKey, string>;

/** The settings panel's texts, translated on the server for the panel island (components/vi-mode/vi-panel.tsx). */
export async function viPanelTexts(): Promise<ViPanelTexts> {
  const t = await getTranslations('viMode');
  const keys = [
    'title',
    'reset',
    'normal',
    'close',
    ...VI_SETTINGS.flatMap((setting) => [
      `${setting}.legend` as const,
      ...(VI_OPTIONS[setting] as readonly string[]).map((option) => `${setting}.${option}` as OptionLabelKey),
    ]),
  ] as const satisfies readonly (keyof ViPanelTexts)[];
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as ViPanelTexts;
}
