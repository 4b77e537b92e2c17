import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { browserApi } from '@/lib/api/browser';
import { inaccuracyReportSchema } from '@/lib/feedback/schemas/inaccuracy-report';

/** The form's own fields: the page's path and title come from the page itself. One schema with the API's. */
export const inaccuracyReportFormSchema = inaccuracyReportSchema.pick({ comment: true, email: true, consent: true });
export type InaccuracyReportFormValues = z.input<typeof inaccuracyReportFormSchema>;

export type InaccuracyReportInput = InaccuracyReportFormValues & { page: string; pageTitle: string };

/** POST /feedback/outdated (JSON, no login): the page, its title, the note, the e-mail if given and the consent. */
export function sendInaccuracyReport({ page, pageTitle, comment, email, consent }: InaccuracyReportInput): Promise<{ id: number }> {
  return browserApi().post<{ id: number }>('/feedback/outdated', {
    page_url: page,
    page_title: pageTitle,
    comment,
    ...(email ? { email } : {}),
    consent: consent === true,
  });
}

export function useSendInaccuracyReport() {
  return useMutation({ mutationFn: sendInaccuracyReport });
}
