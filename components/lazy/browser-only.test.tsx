import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { browserOnly } from '@/components/lazy/browser-only';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('browserOnly', () => {
  it('renders nothing on the server and does not fetch the code there', () => {
    const load = vi.fn(async () => Greeting);
    const Island = browserOnly(load);
    expect(renderToString(<Island name="Krasnoyarsk" />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the code on first render in the browser, once, and passes the props through', async () => {
    const load = vi.fn(async () => Greeting);
    const Island = browserOnly(load);
    const { rerender } = render(<Island name="Krasnoyarsk" />);
    expect(await screen.findByText('Hello, Krasnoyarsk')).toBeInTheDocument();
    await act(async () => rerender(<Island name="Achinsk" />));
    expect(screen.getByText('Hello, Achinsk')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
