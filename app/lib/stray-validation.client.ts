// Chrome blurs a focused field when its form leaves the page (Escape closing a dialog, a route
// unmounting), and Conform's blur validation then asks that form to submit after React has let go
// of it: no handler prevents it, and the browser posted the form as a whole page (found: Escape in
// the admin's Reject dialog reloaded /admin/payments with "Give the owner a reason"). A validation
// intent never leaves the page; this listener runs after React's, on window.
const CONFORM_INTENT = "__intent__";

export function isValidationIntent(name: string, value: string): boolean {
  if (name !== CONFORM_INTENT) return false;
  try {
    return (JSON.parse(value) as { type?: unknown }).type === "validate";
  } catch {
    return false;
  }
}

export function installStrayValidationGuard(): void {
  window.addEventListener("submit", (event) => {
    const submitter = (event as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && isValidationIntent(submitter.name, submitter.value)) event.preventDefault();
  });
}
