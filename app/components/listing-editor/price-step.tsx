import { CURRENCIES, PAYMENT_METHODS } from "#domain/listing.ts";
import { PAYMENT_FREQUENCIES } from "#domain/listing-form.ts";
import { ChoiceField, SelectField, Field } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { SimilarAskingNote } from "./similar-asking.tsx";
import { type EditorFields, StepSection } from "./steps.tsx";

/** The price, and how it is paid: a rental's rent frequency, or a sale's down payment. */
export function PriceStep({ fields, hidden }: { fields: EditorFields; hidden: boolean }) {
  const { t } = useTranslation();
  const label = useListingValueLabel();
  return (
    <StepSection id="price" hidden={hidden}>
      <ChoiceField type="radio" field={fields.unit} label={t("listingEditor.unit")} options={CURRENCIES} optionLabel={(value) => label("unit", value)} />
      <Field field={fields.price} label={t("listingEditor.price")} inputMode="decimal" />
      {fields.listingType.value === "Sale" ? (
        <Field field={fields.downPayment} label={t("listingEditor.downPayment")} inputMode="decimal" />
      ) : (
        <SelectField
          field={fields.paymentFrequency}
          label={t("listingEditor.paymentFrequency")}
          placeholder={t("listingEditor.choose")}
          options={PAYMENT_FREQUENCIES}
          optionLabel={(value) => label("paymentFrequency", value)}
        />
      )}
      <ChoiceField
        type="checkbox"
        field={fields.paymentMethod}
        label={t("listingEditor.paymentMethod")}
        options={PAYMENT_METHODS}
        optionLabel={(value) => label("paymentMethod", value)}
      />
      {hidden ? null : <SimilarAskingNote fields={fields} />}
    </StepSection>
  );
}
