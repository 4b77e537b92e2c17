import { create } from 'zustand';
import type { Followed } from '@/lib/submissions/types';

/** The reference and due date of the project just sent: the success modal that follows the form shows them. */
export const useSentRequest = create<{ sent: Pick<Followed, 'reference' | 'dueDate'> | null }>(() => ({ sent: null }));
