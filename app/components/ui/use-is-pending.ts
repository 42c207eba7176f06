import { useFormAction, useNavigation } from "react-router";

/**
 * Whether this form's own submission is under way (the Epic Stack's shape): not any navigation of the
 * page. `useNavigation().state` alone is also busy while the page reloads its data after an answer,
 * which disabled (and so blurred) a button a keyboard user had just pressed.
 */
export function useIsPending({
  formAction,
  formMethod = "POST",
  state = "non-idle",
}: { formAction?: string; formMethod?: "POST" | "GET" | "PUT" | "PATCH" | "DELETE"; state?: "submitting" | "loading" | "non-idle" } = {}): boolean {
  const contextualFormAction = useFormAction();
  const navigation = useNavigation();
  const inState = state === "non-idle" ? navigation.state !== "idle" : navigation.state === state;
  return inState && navigation.formAction === (formAction ?? contextualFormAction) && navigation.formMethod === formMethod;
}

/** Whether a fetcher's submission (or the reload after it) is under way: a fetcher is this form's own. */
export function isFetcherPending(fetcher: { state: "idle" | "submitting" | "loading" }): boolean {
  return fetcher.state !== "idle";
}
