// Moved to components/form/form-errors.ts (shared by every form); kept so that existing imports keep working.
export { applyServerError, summaryItems } from '@/components/form/form-errors';
