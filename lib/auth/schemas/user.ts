/** The user as GET /user/info and POST /user/update answer it (spec §3 "User"). */
export type PortalUser = {
  id: number | string;
  /** URL of the private avatar (served to its owner only), or null. */
  image: string | null;
  surname: string;
  name: string;
  fathersName: string | null;
  phone: string;
  /** The confirmed address: the login, in force until a change is confirmed. */
  email: string;
  /** A requested new address awaiting the link mailed to it (POST /user/update `email`), or null. */
  pendingEmail: string | null;
  company: string | null;
  /** `unverified` until the e-mail is confirmed, then `active`. */
  status: 'unverified' | 'active';
  verified: boolean;
};
