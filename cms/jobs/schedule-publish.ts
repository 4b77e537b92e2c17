/**
 * Scheduled publishing of drafts: Payload's `schedulePublish` task (added to the jobs queue by every collection and
 * global whose drafts enable it: the content collections and the single pages) publishes or unpublishes a document or
 * a single page at the time an editor chose, acting as that editor (the publish is refused if they may no longer
 * publish). Its jobs wait in the queue with `waitUntil` set to that time; the portal's runner (runner.ts) claims them
 * like any other job once the time has come, so one goes live within one poll of the runner (JOBS_INTERVAL_SECONDS,
 * 10 s by default).
 */
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish';

/** The drafts option of every content collection with drafts and of every single page: the picker's clock and step. */
export const SCHEDULED_PUBLISHING = { timeFormat: 'HH:mm', timeIntervals: 5 } as const;

/** The publish button with «Запланировать» beside it (cms/components/schedule-publish.tsx), of collections and globals. */
export const SCHEDULE_PUBLISH_BUTTON = '/cms/components/schedule-publish#SchedulePublishButton';
