import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { A11yToggle } from '@/components/layout/a11y-toggle';
import ru from '@/messages/ru.json';
import { ViPanel } from './vi-panel';
import type { ViPanelTexts } from './vi-panel-texts';
import { VI_COOKIE, VI_SETTINGS } from './vi-settings';
import { useViStore } from './vi-store';

const html = document.documentElement;
const viAttributes = () => html.getAttributeNames().filter((name) => name.startsWith('data-vi'));

/** The panel's texts as the header translates them (vi-panel-texts.ts), from the Russian catalogue. */
const viTexts = Object.fromEntries([
  ...(['title', 'reset', 'normal', 'close'] as const).map((key) => [key, ru.viMode[key]]),
  ...VI_SETTINGS.flatMap((setting) => Object.entries(ru.viMode[setting]).map(([key, text]) => [`${setting}.${key}`, text])),
]) as ViPanelTexts;

function renderHeader() {
  return render(
    <>
      <A11yToggle enableLabel={ru.layout.a11yToggle} settingsLabel={ru.viMode.settings} />
      <ViPanel texts={viTexts} />
      {/* Page content with an image that has a text alternative and a decorative one. */}
      <main dangerouslySetInnerHTML={{ __html: '<img src="/a.png" alt="Набережная Енисея"><img src="/decor.png" alt="">' }} />
    </>,
  );
}

beforeEach(() => {
  document.cookie = `${VI_COOKIE}=; Max-Age=0; Path=/`;
  for (const name of viAttributes()) html.removeAttribute(name);
  useViStore.setState({ settings: null, panelOpen: false, scrollBeforePanel: 0 });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the visually-impaired mode', () => {
  it('is switched on by the header button, which then discloses the settings', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = screen.getByRole('button', { name: ru.layout.a11yToggle });
    expect(toggle).not.toHaveAttribute('aria-expanded');
    await user.click(toggle);
    expect(document.cookie).toContain(`${VI_COOKIE}=font:large|scheme:bw`);
    expect(html).toHaveAttribute('data-vi-font', 'large');
    expect(html).toHaveAttribute('data-vi-scheme', 'bw');
    const settings = screen.getByRole('button', { name: ru.viMode.settings });
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: ru.viMode.title })).toBeVisible();
    await user.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: ru.viMode.title })).toBeNull();
  });

  it('lists the text sizes from the normal one up, and starts the mode at the large one', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: ru.layout.a11yToggle }));
    const sizes = within(screen.getByRole('group', { name: ru.viMode.font.legend })).getAllByRole('radio');
    expect(sizes.map((radio) => radio.closest('label')?.textContent)).toEqual([ru.viMode.font.normal, ru.viMode.font.large, ru.viMode.font.xlarge]);
    expect(screen.getByRole('radio', { name: ru.viMode.font.large })).toBeChecked();
  });

  it('changes each setting through labelled radio groups, and resets them', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: ru.layout.a11yToggle }));
    const scheme = screen.getByRole('group', { name: ru.viMode.scheme.legend });
    await user.click(screen.getByRole('radio', { name: ru.viMode.scheme.blue }));
    expect(html).toHaveAttribute('data-vi-scheme', 'blue');
    expect(scheme).toContainElement(screen.getByRole('radio', { name: ru.viMode.scheme.blue, checked: true }));
    await user.click(screen.getByRole('radio', { name: ru.viMode.font.xlarge }));
    const spacing = screen.getByRole('group', { name: ru.viMode.spacing.legend });
    await user.click(within(spacing).getByRole('radio', { name: ru.viMode.spacing.wide }));
    expect(document.cookie).toContain('font:xlarge|scheme:blue|spacing:wide');
    await user.click(screen.getByRole('button', { name: ru.viMode.reset }));
    expect(html).toHaveAttribute('data-vi-scheme', 'bw');
    expect(html).toHaveAttribute('data-vi-spacing', 'normal');
  });

  it('with images off shows each alt text after its image, and removes them when images are on again', async () => {
    const user = userEvent.setup();
    const { container } = renderHeader();
    await user.click(screen.getByRole('button', { name: ru.layout.a11yToggle }));
    await user.click(screen.getByRole('radio', { name: ru.viMode.images.off }));
    expect(html).toHaveAttribute('data-vi-images', 'off');
    const shown = [...container.querySelectorAll('.vi-alt-text')].map((node) => node.textContent);
    expect(shown).toEqual(['Набережная Енисея']);
    // An image that appears later (client-side navigation) gets its text too.
    const later = document.createElement('img');
    later.alt = 'Карта края';
    await act(async () => {
      container.querySelector('main')!.append(later);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(later.nextElementSibling?.textContent).toBe('Карта края');
    await user.click(screen.getByRole('radio', { name: ru.viMode.images.on }));
    expect(container.querySelectorAll('.vi-alt-text')).toHaveLength(0);
  });

  it('«normal version» removes the cookie and every attribute it set; Escape closes the panel back to the button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: ru.layout.a11yToggle }));
    await user.keyboard('{Escape}');
    const settings = screen.getByRole('button', { name: ru.viMode.settings });
    expect(settings).toHaveFocus();
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    await user.click(settings);
    await user.click(screen.getByRole('button', { name: ru.viMode.normal }));
    expect(viAttributes()).toEqual([]);
    expect(document.cookie).not.toContain(`${VI_COOKIE}=`);
    expect(screen.getByRole('button', { name: ru.layout.a11yToggle })).not.toHaveAttribute('aria-expanded');
  });

  it('«normal version» takes the reader back to where the page was scrolled when the panel opened', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(240);
    renderHeader();
    await user.click(screen.getByRole('button', { name: ru.layout.a11yToggle }));
    // Larger text and the panel's controls scroll the page further down.
    scrollY.mockReturnValue(900);
    await user.click(screen.getByRole('radio', { name: ru.viMode.font.xlarge }));
    await user.click(screen.getByRole('button', { name: ru.viMode.normal }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 240, behavior: 'instant' });
  });

  it('«normal version» leaves the focus on the button that turns the mode back on, not on the page', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: ru.layout.a11yToggle }));
    await user.click(screen.getByRole('button', { name: ru.viMode.normal }));
    expect(screen.getByRole('button', { name: ru.layout.a11yToggle })).toHaveFocus();
  });

  it('picks up the settings of an earlier visit from the cookie', () => {
    document.cookie = `${VI_COOKIE}=font:normal|scheme:wb; Path=/`;
    renderHeader();
    expect(screen.getByRole('button', { name: ru.viMode.settings })).toHaveAttribute('aria-expanded', 'false');
    expect(useViStore.getState().settings?.scheme).toBe('wb');
  });
});
