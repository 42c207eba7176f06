import type { ElementType, ReactNode } from "react";

/**
 * Text an owner or a user typed, shown with its own direction whatever the page's (domain/bidi.ts):
 * a `<bdi>` inside a sentence, or `as="h2"` (any block) with `dir="auto"` for a text on its own.
 */
export function OwnerText({ children, as, className, id }: { children: ReactNode; as?: ElementType; className?: string; id?: string }) {
  const Element = as ?? "bdi";
  return (
    <Element dir="auto" id={id} className={className}>
      {children}
    </Element>
  );
}
