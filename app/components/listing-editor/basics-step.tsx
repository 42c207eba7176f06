import { getTextareaProps } from "@conform-to/react";
import { LISTING_TYPES, PROPERTY_CATEGORIES, PROPERTY_TYPES } from "#domain/listing.ts";
import { ChoiceField, inputClass, LabelledField, SelectField, Field } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { type EditorFields, StepSection } from "./steps.tsx";

export function BasicsStep({ fields, hidden }: { fields: EditorFields; hidden: boolean }) {
  const { t } = useTranslation();
  const label = useListingValueLabel();
  return (
    <StepSection id="basics" hidden={hidden}>
      <ChoiceField
        type="radio"
        field={fields.listingType}
        label={t("listingEditor.listingType")}
        options={LISTING_TYPES}
        optionLabel={(value) => label("listingType", value)}
      />
      <Field field={fields.title} label={t("listingEditor.title")} hint={t("listingEditor.titleHint")} />
      <SelectField
        field={fields.propertyType}
        label={t("listingEditor.propertyType")}
        placeholder={t("listingEditor.choose")}
        options={PROPERTY_TYPES}
        optionLabel={(value) => label("propertyType", value)}
      />
      <SelectField
        field={fields.propertyCategory}
        label={t("listingEditor.propertyCategory")}
        placeholder={t("listingEditor.choose")}
        options={PROPERTY_CATEGORIES}
        optionLabel={(value) => label("propertyCategory", value)}
      />
      <LabelledField field={fields.description} label={t("listingEditor.description")}>
        <textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={6} className={inputClass(Boolean(fields.description.errors))} />
      </LabelledField>
      <Field field={fields.reference} label={t("listingEditor.reference")} />
    </StepSection>
  );
}
