/**
 * Sign-in limits that count wrong passwords only and suit shared addresses (decision 0044): many
 * Lebanese phones sit behind carrier NAT, as do campuses and offices, so one address is hundreds
 * of people, and a stranger's wrong guesses must never lock the owner out.
 */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

/** Wrong passwords for one account from one address, per window: then that pair is refused. */
export const WRONG_PASSWORDS_PER_ACCOUNT_AND_ADDRESS = 10;

/** Wrong passwords from one address across every account, per window: a carrier NAT's crowd fits. */
export const WRONG_PASSWORDS_PER_ADDRESS = 300;

/** An account's wrong passwords from everywhere in the window before its sign-ins start to wait. */
export const SLOW_DOWN_AFTER = 10;

/** The longest wait, so the owner always gets in a few seconds later. */
export const MAX_SIGN_IN_DELAY_SECONDS = 5;

/**
 * Seconds a sign-in to an account waits before its password is checked, given the account's wrong
 * passwords so far in the window: none below `SLOW_DOWN_AFTER`, then one more second per ten more
 * failures, at most `MAX_SIGN_IN_DELAY_SECONDS`. A wait, never a refusal: the right password
 * still works from an address that has not been guessing.
 */
export function signInDelaySeconds(accountFailures: number): number {
  if (accountFailures < SLOW_DOWN_AFTER) return 0;
  return Math.min(MAX_SIGN_IN_DELAY_SECONDS, 1 + Math.floor((accountFailures - SLOW_DOWN_AFTER) / 10));
}
