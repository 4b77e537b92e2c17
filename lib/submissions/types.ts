/**
 * The submissions contract: what /api/v1 answers for requests, passports, appeals, event
 * registrations and favourites. Server DTOs and client code both use these types; the zod schemas of the
 * inputs live beside them in ./schemas/.
 */

/** A request's review state. `pending` is «Ожидает рассмотрения» (Pending Review), the only state in which
 * its passport can be edited. Transitions (staff): pending → in_review → clarification | accepted | rejected;
 * clarification → in_review (the investor's reply moves it back). */
export const REQUEST_STATUSES = ['pending', 'in_review', 'clarification', 'accepted', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** An appeal's state: new → in_review → clarification → in_review … → answered (an answer moves it to `answered`). */
export const APPEAL_STATUSES = ['new', 'in_review', 'clarification', 'answered'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** Closed items: the promise is kept or broken at this point and nobody is waiting any more. */
export const CLOSED_REQUEST_STATUSES: readonly RequestStatus[] = ['accepted', 'rejected'];
export const CLOSED_APPEAL_STATUSES: readonly AppealStatus[] = ['answered'];

/** How an item arrived: through the personal account (answer in 7 days) or a public form as a guest (30 days). */
export const CHANNELS = ['account', 'public'] as const;
export type Channel = (typeof CHANNELS)[number];

/** §5 / §9: at most 5 files per submission; 30 MB per file (the server's limit is configurable: UPLOAD_MAX_FILE_MB). */
export const MAX_FILES = 5;
export const MAX_FILE_MB_DEFAULT = 30;
/** §5: allowed extensions per form (checked by content on the server). */
export const REQUEST_FILE_TYPES = ['pdf', 'docx', 'xlsx', 'jpg', 'png'] as const;
export const PASSPORT_FILE_TYPES = ['docx', 'xlsx', 'pdf', 'png', 'jpeg', 'jpg', 'gif'] as const;
export const APPEAL_FILE_TYPES = PASSPORT_FILE_TYPES;
/** §9: the request list starts at page 1 with 15 per page. */
export const REQUEST_LIST_LIMIT = 15;

/** A stored attachment; `url` is `/api/v1/file/{id}` (owner and staff only, Content-Disposition: attachment). */
export type FileRef = { id: number; name: string; size: number; mime: string; url: string };

/** One entry of a review history: who is not exposed to the investor, only what and when. */
export type StatusChange<S extends string> = { status: S; at: string; comment: string | null };

/**
 * What the sender follows on every item: its reference (`ИП-2026-000123`, `ОБ-2026-000045`), the last day the answer
 * is due (`YYYY-MM-DD`, Krasnoyarsk) and the first name of the curator once one is assigned.
 */
export type Followed = { reference: string; dueDate: string; assignee: string | null };

/** GET /request/list item and the POST /request/create answer (a guest gets the same shape). */
export type RequestItem = Followed & {
  id: number;
  title: string;
  description: string;
  status: RequestStatus;
  createdAt: string;
  files: FileRef[];
  /** The staff's comment on the last transition (e.g. why it was rejected). */
  reviewComment: string | null;
  history: StatusChange<RequestStatus>[];
  /** A passport has been saved at least once. */
  hasPassport: boolean;
  /** status === 'pending' and the caller owns it. */
  passportEditable: boolean;
  /** The production site the project was submitted for (from the site matching), or null. */
  site: RequestSite | null;
};

/** A request's production site as its item shows it: the title in the caller's language, the slug for its page. */
export type RequestSite = { id: number; slug: string; title: string };

/** GET /message/list item and the POST /message/send answer. */
export type Appeal = Followed & {
  id: number;
  message: string;
  status: AppealStatus;
  createdAt: string;
  files: FileRef[];
  answer: string | null;
  answeredAt: string | null;
  history: StatusChange<AppealStatus>[];
};

/** Who wrote a message of an item's thread: the investor, or the agency's staff (never named to the investor). */
export const THREAD_SIDES = ['investor', 'agency'] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

/**
 * One message of a request's or an appeal's thread (GET /request/{id}/thread, GET /message/{id}/thread, oldest
 * first; the answer of POST …/reply). The first is the investor's own submission (`item`); the agency's comments on
 * a status change and an appeal's answer are messages of the agency (`status-<n>`), beside the replies and messages
 * written in the thread (`message-<id>`).
 */
export type ThreadMessage = { id: string; side: ThreadSide; text: string; files: FileRef[]; createdAt: string };

/** The items a thread belongs to, as the API's paths name them: a project request, or an appeal (`message`). */
export const THREAD_KINDS = ['request', 'message'] as const;
export type ThreadKind = (typeof THREAD_KINDS)[number];

/** POST /event/registration answer. */
export type EventRegistrationResult = {
  id: number;
  event: { id: number; title: string; date: string | null; place: string | null };
};

/** GET /collection/list item, POST /collection/create answer. */
export type Folder = { id: number; title: string; itemsCount: number; createdAt: string };
/** GET /collection/{id}/list item, POST /collection/{id}/create answer. */
export type FolderItem = {
  id: number;
  folderId: number;
  page_url: string;
  page_title: string;
  page_image: string | null;
  comment: string | null;
  createdAt: string;
};

export type Paged<T> = { items: T[]; totalCount: number };

/* ---------------------------------------------------------------- project passport (§3) */

/** Form of possession of the site (multi-choice). */
export const POSSESSION_FORMS = ['buy', 'rent', 'rent_to_buy', 'other'] as const;
export type PossessionForm = (typeof POSSESSION_FORMS)[number];

/** Hazard class of the production facility (Federal law 116-FZ classes I–IV, or none). */
export const HAZARD_CLASSES = ['I', 'II', 'III', 'IV', 'none'] as const;
export type HazardClass = (typeof HAZARD_CLASSES)[number];

/** The project's stage. */
export const PROJECT_STAGES = ['idea', 'preinvestment', 'design', 'construction', 'operation'] as const;
export type ProjectStage = (typeof PROJECT_STAGES)[number];

/** The eight resource needs of §3; each has `{key}_power` and `{key}_distance` (km to the nearest network). */
export const RESOURCE_KEYS = [
  'electricity',
  'water_industrial',
  'water_household',
  'water_disposal',
  'domestic_sewerage',
  'heat_supply',
  'steam',
  'treatment_facilities',
] as const;
export type ResourceKey = (typeof RESOURCE_KEYS)[number];
/** Units of each resource's power (messages hold their localized labels under passport.units.*). */
export const RESOURCE_UNITS: Record<ResourceKey, 'kW' | 'm3_day' | 'gcal_h' | 't_h'> = {
  electricity: 'kW',
  water_industrial: 'm3_day',
  water_household: 'm3_day',
  water_disposal: 'm3_day',
  domestic_sewerage: 'm3_day',
  heat_supply: 'gcal_h',
  steam: 't_h',
  treatment_facilities: 'm3_day',
};

type Nullable<T> = { [K in keyof T]: T[K] | null };
type ResourceFields = { [K in ResourceKey as `${K}_power` | `${K}_distance`]: number };

/**
 * Every passport field (§3, snake_case as the spec names them). Everything may be null: a passport is saved
 * half-filled and comes back as it was. Money: million roubles except `price` (roubles). Dates: YYYY-MM-DD.
 * On the wire (POST multipart) each field is its own form field, arrays repeat the field name, an empty
 * value clears the field; booleans are 'true' | 'false'.
 */
export type PassportData = Nullable<
  {
    // Company
    company_name: string;
    legal_name: string; // legal address
    mailing_address: string;
    inn: string; // 10 or 12 digits with a valid checksum
    link_to_the_main_electronic_resource: string; // http(s) URL
    full_name_of_the_head: string;
    main_okved: string; // e.g. 10.11 or 10.11.1
    additional_okveds: string[];
    additional_information: string;
    // Project
    name: string;
    about_employee: string;
    description: string;
    kind_of_activity: string;
    production_hazard_class: HazardClass;
    implementation_period: number; // years
    start_date: string;
    annual_volume: number; // million roubles a year
    status: ProjectStage;
    number_of_jobs_created: number; // whole number
    price: number; // total cost, roubles
    // Financing, million roubles
    own_funds: number;
    borrowed_funds: number;
    funds_of_private_investors: number;
    other_sources: number;
    amount_of_invested_funds: number;
    direction_of_investment: string;
    information_about_support_measures: string;
    // Materials
    layout: boolean;
    layoutdesign_and_estimate_documentation: boolean;
    business_plan: boolean;
    other_materials: string;
    key_issues: string;
    // Site
    need_for_selection: boolean;
    form_of_possession: PossessionForm[];
    desired_location: string;
    required_or_available_space: number; // hectares
    requirement_for_transport_conditions: string;
    cadastral_number: string; // 24:50:0000000:123
    number_of_objects: number; // whole number
    project_implementation_area: string; // municipality
    // Resources
    other_resources_with_specs: string;
  } & ResourceFields
>;

/** GET and POST /request/{id}/passport answer. */
export type Passport = {
  requestId: number;
  requestTitle: string;
  requestStatus: RequestStatus;
  editable: boolean;
  data: PassportData;
  files: FileRef[];
  /** Filled fields of the total, for the progress indicator. */
  progress: { filled: number; total: number };
  updatedAt: string | null;
};
