import type { ComponentProps } from "react";

// The one home of the buttons' looks (issue 45): a screen picks a variant and a size, and adds only
// layout (w-full, margins) through className. A link that looks like a button takes buttonClass().

const variants = {
  /** The page's main action: one per form. */
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  /** A second action beside the main one, in the brand's colour. */
  outline: "border border-brand-600 text-brand-700 hover:bg-brand-50",
  /** A quiet action: cancel, back, a row's small action. */
  quiet: "border border-slate-400 text-slate-800 hover:bg-slate-50",
  /** Refuses, deletes, ends: said in red. */
  danger: "bg-red-700 text-white hover:bg-red-800",
  /** A refusal beside the main action (decline, reject, revoke, delete behind a confirm): red, outlined. */
  refuse: "border border-red-700 text-red-800 hover:bg-red-50",
  /** A link that opens WhatsApp: its green, darkened for white text (5.3:1). */
  whatsapp: "bg-[#1f7a47] text-white hover:bg-[#17603a]",
  /** Reads as a link: no box. */
  link: "text-brand-700 underline hover:text-brand-800",
} as const;

const sizes = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2",
  /** Taller, for a form's full-width submit and the phone's thumb. */
  lg: "px-4 py-2.5",
  /** For the link variant: no padding. */
  none: "",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

export function buttonClass({ variant = "primary", size = "md", className }: ButtonLook = {}): string {
  const box = variant === "link" ? "" : "rounded font-semibold";
  return ["inline-flex items-center justify-center gap-2 disabled:opacity-60", box, variants[variant], sizes[size], className].filter(Boolean).join(" ");
}

export type ButtonProps = ComponentProps<"button"> & ButtonLook;

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
