import * as migration_20261121_055255_content from './20261121_055255_content';
import * as migration_20261123_092237_email_change from './20261123_092237_email_change';
import * as migration_20261123_120007_submissions from './20261123_120007_submissions';
import * as migration_20261123_134017_content_pages from './20261123_134017_content_pages';
import * as migration_20261123_164547_abuse_jobs from './20261123_164547_abuse_jobs';
import * as migration_20261123_181208_s3_media from './20261123_181208_s3_media';
import * as migration_20261127_102452_video_captions from './20261127_102452_video_captions';
import * as migration_20261127_152635_promise_core from './20261127_152635_promise_core';
import * as migration_20261127_183453_site_selection from './20261127_183453_site_selection';
import * as migration_20261128_011722_schedule_publish from './20261128_011722_schedule_publish';
import * as migration_20261128_013103_translation_status from './20261128_013103_translation_status';
import * as migration_20261128_044937_localized_documents from './20261128_044937_localized_documents';
import * as migration_20261128_050303_media_translation_status from './20261128_050303_media_translation_status';
import * as migration_20261128_051450_edited_by from './20261128_051450_edited_by';
import * as migration_20261128_130608_page_drafts from './20261128_130608_page_drafts';
import * as migration_20261129_084458_global_edited_by from './20261129_084458_global_edited_by';

export const migrations = [
  {
    up: migration_20261121_055255_content.up,
    down: migration_20261121_055255_content.down,
    name: '20261121_055255_content',
  },
  {
    up: migration_20261123_092237_email_change.up,
    down: migration_20261123_092237_email_change.down,
    name: '20261123_092237_email_change',
  },
  {
    up: migration_20261123_120007_submissions.up,
    down: migration_20261123_120007_submissions.down,
    name: '20261123_120007_submissions',
  },
  {
    up: migration_20261123_134017_content_pages.up,
    down: migration_20261123_134017_content_pages.down,
    name: '20261123_134017_content_pages',
  },
  {
    up: migration_20261123_164547_abuse_jobs.up,
    down: migration_20261123_164547_abuse_jobs.down,
    name: '20261123_164547_abuse_jobs',
  },
  {
    up: migration_20261123_181208_s3_media.up,
    down: migration_20261123_181208_s3_media.down,
    name: '20261123_181208_s3_media',
  },
  {
    up: migration_20261127_102452_video_captions.up,
    down: migration_20261127_102452_video_captions.down,
    name: '20261127_102452_video_captions',
  },
  {
    up: migration_20261127_152635_promise_core.up,
    down: migration_20261127_152635_promise_core.down,
    name: '20261127_152635_promise_core',
  },
  {
    up: migration_20261127_183453_site_selection.up,
    down: migration_20261127_183453_site_selection.down,
    name: '20261127_183453_site_selection',
  },
  {
    up: migration_20261128_011722_schedule_publish.up,
    down: migration_20261128_011722_schedule_publish.down,
    name: '20261128_011722_schedule_publish',
  },
  {
    up: migration_20261128_013103_translation_status.up,
    down: migration_20261128_013103_translation_status.down,
    name: '20261128_013103_translation_status',
  },
  {
    up: migration_20261128_044937_localized_documents.up,
    down: migration_20261128_044937_localized_documents.down,
    name: '20261128_044937_localized_documents',
  },
  {
    up: migration_20261128_050303_media_translation_status.up,
    down: migration_20261128_050303_media_translation_status.down,
    name: '20261128_050303_media_translation_status',
  },
  {
    up: migration_20261128_051450_edited_by.up,
    down: migration_20261128_051450_edited_by.down,
    name: '20261128_051450_edited_by',
  },
  {
    up: migration_20261128_130608_page_drafts.up,
    down: migration_20261128_130608_page_drafts.down,
    name: '20261128_130608_page_drafts',
  },
  {
    up: migration_20261129_084458_global_edited_by.up,
    down: migration_20261129_084458_global_edited_by.down,
    name: '20261129_084458_global_edited_by'
  },
];
