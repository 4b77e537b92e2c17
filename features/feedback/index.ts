export { InaccuracyReportModal } from './components/inaccuracy-report-root';
