import { render } from '@testing-library/react';
import type { DefaultCellComponentProps } from 'payload';
import { describe, expect, it, vi } from 'vitest';
import { FileSizeCell } from './media-file-size';

const state = vi.hoisted(() => ({ language: 'ru' }));

vi.mock('@payloadcms/ui', () => ({ useTranslation: () => ({ i18n: { language: state.language } }) }));

const cell = (cellData: unknown) => render(<FileSizeCell {...({ cellData } as DefaultCellComponentProps)} />).container.textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('the media list’s file size column', () => {
  it('writes the size in Russian units, not bytes', () => {
    state.language = 'ru';
    expect(cell(348_160)).toBe('340 КБ');
    expect(cell(1_258_291)).toBe('1,2 МБ');
    expect(cell(74_879)).toBe('73 КБ');
    expect(cell(512)).toBe('1 КБ');
    expect(cell(null)).toBe('');
  });

  it('in English for staff who chose it', () => {
    state.language = 'en';
    expect(cell(1_258_291)).toBe('1.2 MB');
  });
});
