/**
 * This tab's record that the mailed link was just accepted (POST /auth/verify/{token} answered success): set by
 * /verification/{token} before it goes on to /verification/verify, kept for the tab's session.
 */
const JUST_VERIFIED_KEY = 'email-just-verified';

export function rememberJustVerified() {
  try {
    window.sessionStorage.setItem(JUST_VERIFIED_KEY, '1');
  } catch {
    // Storage refused (private mode): the page then shows the neutral text, never a false success.
  }
}

export function readJustVerified(): boolean {
  try {
    return window.sessionStorage.getItem(JUST_VERIFIED_KEY) === '1';
  } catch {
    return false;
  }
}
