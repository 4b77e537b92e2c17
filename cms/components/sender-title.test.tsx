import { render, screen, waitFor } from '@testing-library/react';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SenderTitle } from './sender-title';

type TitleContext = { title: string; setDocumentTitle: (title: string) => void };
const Title = vi.hoisted(() => ({ context: null as unknown as React.Context<TitleContext> }));
Title.context = createContext<TitleContext>({ title: '', setDocumentTitle: () => undefined });

vi.mock('@payloadcms/ui', () => ({
  useDocumentTitle: () => use(Title.context),
  useFormFields: (select: (state: [Record<string, { value: unknown }>]) => unknown) =>
    select([{ reference: { value: 'ОБ-2026-000016' }, sender: { value: 'Соколова Мария' } }]),
}));

/**
 * Like Payload's title provider: it starts with the stored field as the title and sets it again in its own effect,
 * which runs after its children's.
 */
function TitleProvider({ children }: { children: ReactNode }) {
  const [title, setDocumentTitle] = useState('ОБ-2026-000016');
  // eslint-disable-next-line react-hooks/set-state-in-effect -- this is what Payload's provider does; the test imitates it
  useEffect(() => setDocumentTitle('ОБ-2026-000016'), []);
  return (
    <Title.context value={{ title, setDocumentTitle }}>
      <h1>{title}</h1>
      {children}
    </Title.context>
  );
}

describe('SenderTitle', () => {
  it('keeps reference and sender in the heading although the provider titles the document after it', async () => {
    render(
      <TitleProvider>
        <SenderTitle />
      </TitleProvider>,
    );
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('ОБ-2026-000016 — Соколова Мария'));
  });
});
