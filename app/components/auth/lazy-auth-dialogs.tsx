import { LazyDialogSlot } from "~/components/lazy-dialog.tsx";
import { lazyOnFirstUse } from "~/lib/lazy-on-first-use.ts";
import type { AuthDialogsProps } from "./auth-dialogs.tsx";

/**
 * The auth dialogs' code (forms, zod schemas, phone-number metadata) in its own chunk, loaded when a
 * dialog first opens (decision 0032). `preload()` from a Sign in / Sign up control's pointer or
 * focus starts it a moment earlier.
 */
export const LazyAuthDialogs = lazyOnFirstUse<AuthDialogsProps>(() => import("./auth-dialogs.tsx").then((module) => module.AuthDialogs));

/** Starts loading the auth dialogs (pointer over or focus on a control that opens one). */
export const preloadAuthDialogs = () => LazyAuthDialogs.preload();

/** `AuthDialogs` for pages that do not need them at once: nothing until a dialog opens. */
export function AuthDialogsOnDemand(props: AuthDialogsProps) {
  return (
    <LazyDialogSlot open={props.dialog !== null}>
      <LazyAuthDialogs {...props} />
    </LazyDialogSlot>
  );
}
