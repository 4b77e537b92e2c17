import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/envelope';
import { AUTH_MESSAGES } from '@/lib/auth/schemas/messages';
import { SUBMISSION_MESSAGES } from '@/lib/submissions/schemas/messages';
import { placeSubmissionError } from './form-errors';

type Values = { text: string };

function place(error: unknown, ownText?: number[]) {
  const setError = vi.fn();
  const setFilesError = vi.fn();
  placeSubmissionError<Values>(error, setError, setFilesError, { fields: ['text'], filesField: 'file', ownText });
  return { setError, setFilesError };
}

const onSummary = (message: string) => ['root.server', { type: 'server', message }];

describe('placeSubmissionError', () => {
  it('puts 422 field errors on their fields and the files’ on the picker', () => {
    const { setError, setFilesError } = place(new ApiError(422, 'Invalid', { text: ['Too long'], 'file[2]': ['Not a PDF'], other: ['ignored'] }));
    expect(setError.mock.calls).toEqual([['text', { type: 'server', message: 'Too long' }]]);
    expect(setFilesError).toHaveBeenCalledWith('Not a PDF');
  });

  it('gives a 422 without a field of the form the failure text', () => {
    const { setError } = place(new ApiError(422, 'Invalid', { unknown: ['?'] }));
    expect(setError.mock.calls).toEqual([onSummary(SUBMISSION_MESSAGES.sendFailed)]);
  });

  it('tells an unverified account why (403) and puts a too large upload (413) on the picker', () => {
    expect(place(new ApiError(403, 'Forbidden')).setError.mock.calls).toEqual([onSummary(AUTH_MESSAGES.unverified)]);
    expect(place(new ApiError(413, 'At most 30 MB')).setFilesError).toHaveBeenCalledWith('At most 30 MB');
  });

  it('shows the server’s own words only for the statuses the form names', () => {
    expect(place(new ApiError(409, 'The appeal is closed'), [404, 409]).setError.mock.calls).toEqual([onSummary('The appeal is closed')]);
    expect(place(new ApiError(409, 'The appeal is closed')).setError.mock.calls).toEqual([onSummary(SUBMISSION_MESSAGES.sendFailed)]);
    expect(place(new Error('network')).setError.mock.calls).toEqual([onSummary(SUBMISSION_MESSAGES.sendFailed)]);
  });
});
