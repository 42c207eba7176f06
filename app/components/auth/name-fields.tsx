import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";
import { Field } from "~/components/ui/field.tsx";

/** First and last name, side by side where there is room. */
export function NameFields({ firstName, lastName }: { firstName: FieldMetadata<string>; lastName: FieldMetadata<string> }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field field={firstName} label={t("auth.firstName")} autoComplete="given-name" />
      <Field field={lastName} label={t("auth.lastName")} autoComplete="family-name" />
    </div>
  );
}
