import type { SVGProps } from "react";
import sprite from "~/assets/icons.svg?no-inline";

export type IconName =
  | "camera"
  | "phone"
  | "whatsapp"
  | "bed"
  | "bath"
  | "size"
  | "area"
  | "tier-platinum"
  | "tier-gold"
  | "tier-premium"
  | "tier-free"
  | "verified"
  | "heart"
  | "call"
  | "chat"
  | "mail";

/**
 * An icon of the sprite (app/assets/icons.svg): a reference of a few bytes where its paths would
 * repeat on each of a page's cards, the file itself cached once (decision 0056). Decorative: the
 * text beside it names it.
 */
export function Icon({
  name,
  className = "size-4 shrink-0",
  ...paint
}: { name: IconName; className?: string } & Pick<SVGProps<SVGSVGElement>, "fill" | "stroke" | "strokeWidth" | "strokeLinejoin">) {
  return (
    <svg aria-hidden="true" className={className} {...paint}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
