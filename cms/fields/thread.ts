import type { Field } from 'payload';
import { l } from './common';

/**
 * The conversation with the investor in a project submission's or an appeal's edit view: the whole thread with dates
 * and the agency's message with files (cms/components/thread-panel.tsx). A UI field: nothing is stored on the item.
 */
export const threadPanel = (): Field => ({
  name: 'threadPanel',
  type: 'ui',
  label: l('Переписка с инвестором', 'Conversation with the investor'),
  admin: { components: { Field: '/cms/components/thread-panel#ThreadPanel' } },
});
