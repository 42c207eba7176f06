import { Button, type ButtonProps } from "./button.tsx";

export type ButtonStatus = "idle" | "pending" | "success" | "error";

/**
 * A submit button that shows its form's state (the Epic Stack's StatusButton): pending disables it
 * (no second submit) and says so to a screen reader; success and error show a mark beside the label.
 * `pendingLabel` replaces the label while pending, for the screens that say "Sending…". The marks are
 * for the eye only: the form says what happened in its own status line.
 */
export function StatusButton({
  status,
  pendingLabel,
  children,
  disabled,
  type = "submit",
  ...props
}: ButtonProps & { status: ButtonStatus; pendingLabel?: string }) {
  const pending = status === "pending";
  return (
    <Button type={type} disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending && pendingLabel ? pendingLabel : children}
      {pending && !pendingLabel ? <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent" /> : null}
      {status === "success" ? <span aria-hidden="true">✓</span> : null}
      {status === "error" ? <span aria-hidden="true">✕</span> : null}
    </Button>
  );
}
