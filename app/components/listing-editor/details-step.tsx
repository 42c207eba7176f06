import { getInputProps } from "@conform-to/react";
import { ROOM_COUNT_MAX } from "#domain/listing.ts";
import { POWER_HOURS_MAX } from "#domain/listing-features.ts";
import { FINISH_LEVELS, SPECIAL_FEATURES } from "#domain/listing-form.ts";
import { ChoiceField, SelectField, Field } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { useFloorName } from "~/lib/floor-name.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { type EditorFields, StepSection } from "./steps.tsx";

const ROOM_OPTIONS = Array.from({ length: ROOM_COUNT_MAX + 1 }, (_, count) => String(count));
/** Three basements to the 50th floor (the API takes up to FLOOR_MAX); hours of state power 0 to 24. */
const FLOOR_OPTIONS = Array.from({ length: 54 }, (_, index) => String(index - 3));
const POWER_HOUR_OPTIONS = Array.from({ length: POWER_HOURS_MAX + 1 }, (_, hours) => String(hours));

/** The property itself: rooms, size, finish, floor, power, furniture, features, when it is free. */
export function DetailsStep({ fields, hidden }: { fields: EditorFields; hidden: boolean }) {
  const { t } = useTranslation();
  const label = useListingValueLabel();
  const floorName = useFloorName();
  const choose = t("listingEditor.choose");
  const roomLabel = (value: string) => (value === "11" ? t("listingEditor.roomsMore") : value);
  return (
    <StepSection id="details" hidden={hidden}>
      <div className="grid grid-cols-2 gap-4">
        <SelectField field={fields.bedroom} label={t("listingEditor.bedroom")} placeholder={choose} options={ROOM_OPTIONS} optionLabel={roomLabel} />
        <SelectField field={fields.bathroom} label={t("listingEditor.bathroom")} placeholder={choose} options={ROOM_OPTIONS} optionLabel={roomLabel} />
      </div>
      <Field field={fields.size} label={t("listingEditor.size")} inputMode="decimal" />
      <SelectField
        field={fields.finishLevel}
        label={t("listingEditor.finishLevel")}
        placeholder={choose}
        options={FINISH_LEVELS}
        optionLabel={(value) => label("finishLevel", value)}
      />
      <div className="grid grid-cols-2 items-end gap-4">
        <SelectField
          field={fields.floor}
          label={t("features.floor")}
          placeholder={choose}
          options={FLOOR_OPTIONS}
          optionLabel={(value) => floorName(Number(value))}
        />
        <SelectField
          field={fields.statePowerHours}
          label={t("features.statePowerHours")}
          placeholder={choose}
          options={POWER_HOUR_OPTIONS}
          optionLabel={(value) => t("features.powerHours", { hours: value, count: Number(value) })}
        />
      </div>
      <label className="flex items-center gap-2">
        <input {...getInputProps(fields.furnished, { type: "checkbox" })} key={fields.furnished.key} className="h-5 w-5" />
        <span>{t("listingEditor.furnished")}</span>
      </label>
      <ChoiceField
        type="checkbox"
        field={fields.special}
        label={t("listingEditor.special")}
        options={SPECIAL_FEATURES}
        optionLabel={(value) => label("special", value)}
      />
      <Field field={fields.moveInDate} label={t("listingEditor.moveInDate")} type="date" />
    </StepSection>
  );
}
