/** What the registration form and the event page need of the event DTO (GET /event, GET /event/{id}). */
export type RegistrableEvent = {
  id: number;
  slug?: string | null;
  title: string;
  /** ISO date-time of the start. */
  date: string | null;
  endDate?: string | null;
  place?: string | null;
  /** Seats in all; null: unlimited. */
  capacity?: number | null;
  registeredCount?: number;
  /** False when the event is past, full or closed by the editors. */
  registrationOpen?: boolean;
};
