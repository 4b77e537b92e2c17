import type { Field } from 'payload';
import { l } from './common';

/**
 * The staff's own panels in a project submission's or an appeal's edit view: the internal notes (list and a form to
 * add one; the `staff-notes` collection, never shown to the investor) and the read-only audit trail (`audit-events`).
 * UI fields: nothing is stored on the item itself.
 */
export const workspacePanels = (): Field[] => [
  { name: 'staffNotesPanel', type: 'ui', label: l('Внутренние заметки', 'Internal notes'), admin: { components: { Field: '/cms/components/staff-notes-panel#StaffNotesPanel' } } },
  { name: 'auditTrailPanel', type: 'ui', label: l('Журнал действий', 'Audit trail'), admin: { components: { Field: '/cms/components/audit-trail-panel#AuditTrailPanel' } } },
];
