import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { apiUrl, ok, TEST_API_BASE } from './msw/handlers';
import { server } from './msw/server';

/** The component-test harness itself: jsdom, JSX, jest-dom matchers, user-event and MSW in a browser-like environment. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label}: {count}
    </button>
  );
}

describe('component test environment', () => {
  it('runs in jsdom', () => {
    expect(typeof window).toBe('object');
    expect(document.documentElement).toBeInTheDocument();
  });

  it('renders JSX and handles events', async () => {
    render(<Counter label="Clicks" />);
    const button = screen.getByRole('button', { name: 'Clicks: 0' });
    await userEvent.click(button);
    expect(button).toHaveTextContent('Clicks: 1');
  });

  it('cleans up between tests', () => {
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("intercepts the browser's API client (XHR adapter) with MSW", async () => {
    let language: string | null = null;
    let authorization: string | null = null;
    server.use(
      http.get(apiUrl('/user/me'), ({ request }) => {
        language = request.headers.get('language');
        authorization = request.headers.get('authorization');
        return ok({ email: 'investor@example.com' });
      }),
    );
    const api = createApiClient({ baseURL: TEST_API_BASE, getLocale: () => 'tr', getToken: () => 'tok' });
    await expect(api.get('/user/me', { auth: 'required' })).resolves.toEqual({ email: 'investor@example.com' });
    expect(language).toBe('tr');
    expect(authorization).toBe('Bearer tok');
  });
});
