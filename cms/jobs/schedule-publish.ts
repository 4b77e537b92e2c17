/**
 * Scheduled publishing of drafts: Payload's `schedulePublish` task (added to the jobs queue by every collection whose
 * drafts enable it) publishes or unpublishes a document at the time an editor chose, acting as that editor (the
 * publish is refused if they may no longer publish). Its jobs wait in the queue with `waitUntil` set to that time;
 * the portal's runner (runner.ts) claims them like any other job once the time has come, so one goes live within
 * one poll of the runner (JOBS_INTERVAL_SECONDS, 10 s by default).
 */
export const SCHEDULE_PUBLISH_TASK = 'schedulePublish';

/** The drafts option of every content collection with drafts: the picker's clock and its step in minutes. */
export const SCHEDULED_PUBLISHING = { timeFormat: 'HH:mm', timeIntervals: 5 } as const;
