'use client';

import {
  Banner,
  Button,
  ConfigProvider,
  DatePicker,
  Drawer,
  PublishButton,
  toast,
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useFormModified,
  useModal,
  useServerFunctions,
  useTranslation,
} from '@payloadcms/ui';
import { formatDate } from '@payloadcms/ui/shared';
import type { CollectionSlug, GlobalSlug } from 'payload';
import { type ComponentProps, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { ADMIN_DATE_TIME } from '../fields/admin-defaults';
import { SCHEDULED_PUBLISHING } from '../jobs/schedule-publish';
import { SCHEDULE_TEXTS, type ScheduleTexts } from './schedule-publish-texts';
import './schedule-publish.css';

type Upcoming = { id: number | string; input: { type: 'publish' | 'unpublish'; locale?: string }; waitUntil: string };

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const endOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
const sameDay = (a: Date, b: Date) => startOfDay(a).getTime() === startOfDay(b).getTime();

/**
 * What a schedule is for: a document of a collection, or a single page (a global, which has no id). Payload's
 * schedulePublish takes `doc` or `global`, its list of what is planned `id` and `collectionSlug` or `globalSlug`.
 */
export function scheduleTarget({ id, collectionSlug, globalSlug }: { id?: number | string | null; collectionSlug?: string; globalSlug?: string }) {
  if (globalSlug) return { key: `global-${globalSlug}`, job: { global: globalSlug as GlobalSlug }, upcoming: { globalSlug } };
  if (!collectionSlug || id === undefined || id === null) return null;
  return { key: `${collectionSlug}-${id}`, job: { doc: { relationTo: collectionSlug as CollectionSlug, value: String(id) } }, upcoming: { id, collectionSlug } };
}

/**
 * The publish button of a content collection with drafts and of a single page (a page global), and beside it
 * «Запланировать»: publish or unpublish at a date and time, done by the jobs queue (cms/jobs/schedule-publish.ts)
 * through Payload's own schedulePublish server function. Payload's button keeps everything but its scheduling entry:
 * its drawer's date field shows an American 12-hour clock («нояб. 28, 2026 3:05 ПП») and takes no format, so this
 * drawer, with the back office's «28 ноября 2026, 15:05», a labelled field and a Russian caption, takes its place.
 */
export function SchedulePublishButton(props: ComponentProps<typeof PublishButton>) {
  const { config } = useConfig();
  const { id, collectionSlug, globalSlug, hasPublishPermission } = useDocumentInfo();
  const { i18n } = useTranslation();
  const { toggleModal, isModalOpen } = useModal();
  const texts = SCHEDULE_TEXTS[i18n.language === 'en' ? 'en' : 'ru'];
  // One object per document: the drawer's list of what is planned is read again only when it changes.
  const target = useMemo(() => scheduleTarget({ id, collectionSlug, globalSlug }), [id, collectionSlug, globalSlug]);
  const slug = `portal-schedule-${target?.key}`;

  const withoutPayloadScheduling = useMemo(() => {
    const unscheduled = <T extends (typeof config.collections)[number] | (typeof config.globals)[number]>(entity: T, own: boolean): T =>
      own && entity.versions && entity.versions.drafts
        ? { ...entity, versions: { ...entity.versions, drafts: { ...entity.versions.drafts, schedulePublish: false } } }
        : entity;
    return {
      ...config,
      collections: config.collections.map((collection) => unscheduled(collection, !globalSlug && collection.slug === collectionSlug)),
      globals: config.globals.map((global) => unscheduled(global, global.slug === globalSlug)),
    };
  }, [config, collectionSlug, globalSlug]);

  return (
    <>
      <ConfigProvider config={withoutPayloadScheduling}>
        <PublishButton {...props} />
      </ConfigProvider>
      {hasPublishPermission && target ? (
        <>
          <Button
            buttonStyle="secondary"
            className="portal-schedule__open"
            id="portal-schedule-open"
            margin={false}
            onClick={() => toggleModal(slug)}
            size="medium"
            aria-label={texts.openLabel}
            type="button"
          >
            {texts.open}
          </Button>
          {isModalOpen(slug) ? <ScheduleDrawer slug={slug} target={target} texts={texts} /> : null}
        </>
      ) : null}
    </>
  );
}

type Target = NonNullable<ReturnType<typeof scheduleTarget>>;

function ScheduleDrawer({ slug, target, texts }: { slug: string; target: Target; texts: ScheduleTexts }) {
  const { config } = useConfig();
  const { title } = useDocumentTitle();
  const modified = useFormModified();
  const { i18n } = useTranslation();
  const { toggleModal } = useModal();
  const { schedulePublish, getUpcomingScheduledPublish } = useServerFunctions();
  const [type, setType] = useState<'publish' | 'unpublish'>('publish');
  const [date, setDate] = useState<Date | null>(null);
  const [language, setLanguage] = useState('all');
  const [processing, setProcessing] = useState(false);
  const [upcoming, setUpcoming] = useState<Upcoming[] | null>(null);
  const fieldId = useId();
  const ids = { heading: `${fieldId}-heading`, when: `${fieldId}-when`, zone: `${fieldId}-zone`, language: `${fieldId}-language` };
  const locales = config.localization ? config.localization.locales : [];
  const localeLabel = (code?: string) => {
    const locale = locales.find((candidate) => candidate.code === code);
    return locale ? (typeof locale.label === 'string' ? locale.label : (locale.label?.[i18n.language] ?? code)) : texts.allLanguages;
  };
  const format = (value: string | Date) => formatDate({ date: value, i18n, pattern: ADMIN_DATE_TIME });
  const zone = useMemo(() => {
    const part = new Intl.DateTimeFormat(i18n.language, { timeZoneName: 'long' }).formatToParts(new Date()).find((p) => p.type === 'timeZoneName');
    return part?.value ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  }, [i18n.language]);

  const { upcoming: which } = target;
  const load = useCallback(async () => (await getUpcomingScheduledPublish(which)) as Upcoming[], [getUpcomingScheduledPublish, which]);
  const refresh = async () => setUpcoming(await load());

  useEffect(() => {
    let current = true;
    void load().then((docs) => {
      if (current) setUpcoming(docs);
    });
    return () => {
      current = false;
    };
  }, [load]);

  const save = async () => {
    if (!date) return toast.error(texts.noDate);
    if (date.getTime() <= Date.now()) return toast.error(texts.past);
    setProcessing(true);
    try {
      const answer = (await schedulePublish({
        type,
        date,
        ...target.job,
        localeToPublish: type === 'publish' && language !== 'all' ? language : undefined,
      })) as { error?: string } | undefined;
      if (answer?.error) {
        toast.error(texts.failed);
      } else {
        setDate(null);
        toast.success(texts.scheduled);
        await refresh();
      }
    } catch {
      toast.error(texts.failed);
    }
    setProcessing(false);
  };

  const cancel = async (job: Upcoming) => {
    try {
      const answer = (await schedulePublish({ deleteID: job.id })) as { error?: string } | undefined;
      if (answer?.error) toast.error(texts.cancelFailed);
      else toast.success(texts.cancelled);
    } catch {
      toast.error(texts.cancelFailed);
    }
    await refresh();
  };

  // react-datepicker's month and year lists in the calendar have no names of their own (Payload passes none): named
  // whenever the calendar opens.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = body.current;
    if (!root) return;
    const name = () => {
      for (const [selector, label] of [['.react-datepicker__month-select', texts.month], ['.react-datepicker__year-select', texts.year]] as const) {
        for (const select of root.querySelectorAll(`${selector}:not([aria-label])`)) select.setAttribute('aria-label', label);
      }
    };
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [texts]);

  const now = new Date();
  const minTime = date && sameDay(date, now) ? now : startOfDay(now);

  return (
    <Drawer
      className="portal-schedule"
      gutter={false}
      slug={slug}
      Header={
        <div className="portal-schedule__header">
          <h2 id={ids.heading}>{texts.title(title)}</h2>
          <button type="button" className="portal-schedule__close" onClick={() => toggleModal(slug)} aria-label={texts.close}>
            ×
          </button>
        </div>
      }
    >
      <div className="portal-schedule__body" ref={body} role="group" aria-labelledby={ids.heading}>
        {modified ? <Banner type="info">{texts.saveFirst}</Banner> : null}
        <fieldset className="portal-schedule__type" disabled={processing || modified}>
          <legend>{texts.action}</legend>
          {(['publish', 'unpublish'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name={`${slug}-type`} value={value} checked={type === value} onChange={() => setType(value)} />
              {value === 'publish' ? texts.publish : texts.unpublish}
            </label>
          ))}
        </fieldset>
        <div className="portal-schedule__field">
          <label htmlFor={ids.when}>{texts.when}</label>
          <DatePicker
            displayFormat={ADMIN_DATE_TIME}
            maxTime={endOfDay(now)}
            minDate={now}
            minTime={minTime}
            onChange={(value: Date | null) => setDate(value ?? null)}
            overrides={{ id: ids.when, ariaDescribedBy: ids.zone, timeCaption: texts.time }}
            pickerAppearance="dayAndTime"
            readOnly={processing || modified}
            timeFormat={SCHEDULED_PUBLISHING.timeFormat}
            timeIntervals={SCHEDULED_PUBLISHING.timeIntervals}
            value={date ?? undefined}
          />
          <p className="portal-schedule__hint" id={ids.zone}>
            {texts.timeZone(zone)}
          </p>
        </div>
        {locales.length > 0 && type === 'publish' ? (
          <div className="portal-schedule__field">
            <label htmlFor={ids.language}>{texts.language}</label>
            <select id={ids.language} value={language} disabled={processing || modified} onChange={(event) => setLanguage(event.target.value)}>
              <option value="all">{texts.allLanguages}</option>
              {locales.map((locale) => (
                <option key={locale.code} value={locale.code}>
                  {localeLabel(locale.code)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="portal-schedule__actions">
          <Button buttonStyle="primary" disabled={processing || modified} id="portal-schedule-save" margin={false} onClick={() => void save()} type="button">
            {processing ? texts.saving : texts.save}
          </Button>
        </div>
        <h3 className="portal-schedule__upcoming-title">{texts.upcoming}</h3>
        {upcoming === null ? null : upcoming.length === 0 ? (
          <p>{texts.none}</p>
        ) : (
          <table className="portal-schedule__upcoming">
            <thead>
              <tr>
                <th scope="col">{texts.action}</th>
                <th scope="col">{texts.when}</th>
                {locales.length > 0 ? <th scope="col">{texts.language}</th> : null}
                <td />
              </tr>
            </thead>
            <tbody>
              {upcoming.map((job) => {
                const action = job.input.type === 'unpublish' ? texts.unpublish : texts.publish;
                return (
                  <tr key={job.id}>
                    <td>{action}</td>
                    <td>{format(job.waitUntil)}</td>
                    {locales.length > 0 ? <td>{localeLabel(job.input.locale)}</td> : null}
                    <td>
                      <button type="button" className="portal-schedule__cancel" onClick={() => void cancel(job)} aria-label={texts.cancelLabel(action, format(job.waitUntil))}>
                        {texts.cancel}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </Drawer>
  );
}
