export { InaccuracyReportModal } from './components/inaccuracy-report-modal';
