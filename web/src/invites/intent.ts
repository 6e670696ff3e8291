/**
 * The invite a signed-out visitor chose to sign up or in for, remembered by this tab across the sign-in (the
 * Google redirect included) and the choice of a username, so that the invite page accepts it on their return
 * without a second click. Only this page writes it: a crafted link can show an invite, never accept one.
 */
const KEY = "rivals.acceptingInvite";

export function rememberAccepting(token: string): void {
  sessionStorage.setItem(KEY, token);
}

/** True once for the token remembered, which is then forgotten. */
export function takeAccepting(token: string): boolean {
  if (sessionStorage.getItem(KEY) !== token) return false;
  sessionStorage.removeItem(KEY);
  return true;
}
