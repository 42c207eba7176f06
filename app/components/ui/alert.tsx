import type { ReactNode } from "react";

/** A refusal or a problem, said in red where it happened and read out at once (role="alert"). */
export function Alert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={["rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800", className].filter(Boolean).join(" ")}>
      {children}
    </div>
  );
}
