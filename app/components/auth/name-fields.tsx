import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";
import { TextField } from "~/components/form-parts.tsx";

/** First and last name, side by side where there is room. */
export function NameFields({ firstName, lastName }: { firstName: FieldMetadata<string>; lastName: FieldMetadata<string> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField field={firstName} label={t("auth.firstName")} autoComplete="given-name" />
      <TextField field={lastName} label={t("auth.lastName")} autoComplete="family-name" />
    </div>
  );
}
