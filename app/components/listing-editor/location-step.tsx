import { getSelectProps } from "@conform-to/react";
import { useState } from "react";
import type { DistrictOption } from "#domain/listing-form.ts";
import { AreaOptions } from "~/components/area-options.tsx";
import { FieldError, inputClass, LabelledField, Field } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { type LatLng, MapPicker } from "./map-picker.tsx";
import { SimilarAskingNote } from "./similar-asking.tsx";
import { type EditorFields, StepSection } from "./steps.tsx";

/** Beirut, where the map opens while no area is chosen. */
const BEIRUT = { latitude: 33.8938, longitude: 35.5018 };

/** The area, the address and, on a map the owner opens, the exact spot (`marker`). */
export function LocationStep({
  fields,
  hidden,
  hydrated,
  districts,
  marker,
  onMarker,
}: {
  fields: EditorFields;
  hidden: boolean;
  hydrated: boolean;
  districts: DistrictOption[];
  marker: LatLng | null;
  onMarker: (marker: LatLng | null) => void;
}) {
  const { t } = useTranslation();
  const [showMap, setShowMap] = useState(false);
  const areaId = Number(fields.areaId.value);
  const area = districts.flatMap((district) => district.areas).find((candidate) => candidate.id === areaId);
  return (
    <StepSection id="location" hidden={hidden}>
      <LabelledField field={fields.areaId} label={t("listingEditor.area")}>
        <select {...getSelectProps(fields.areaId)} key={fields.areaId.key} className={inputClass(Boolean(fields.areaId.errors))}>
          <option value="">{t("listingEditor.choose")}</option>
          <AreaOptions districts={districts} />
        </select>
      </LabelledField>
      <Field field={fields.address} label={t("listingEditor.address")} />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t("listingEditor.marker")}</legend>
        <input type="hidden" name="latitude" value={marker?.latitude ?? ""} />
        <input type="hidden" name="longitude" value={marker?.longitude ?? ""} />
        <p className="text-sm text-slate-700">
          {marker ? t("listingEditor.markerSet", { lat: marker.latitude.toFixed(5), lng: marker.longitude.toFixed(5) }) : t("listingEditor.markerArea")}
        </p>
        <FieldError id={fields.latitude.errorId} errors={fields.latitude.errors} />
        {hydrated ? (
          <div className="flex flex-wrap gap-3">
            {!showMap ? (
              <button type="button" className="rounded border border-slate-400 px-3 py-1 text-sm" onClick={() => setShowMap(true)}>
                {t("listingEditor.pickOnMap")}
              </button>
            ) : null}
            {marker ? (
              <button type="button" className="rounded border border-slate-400 px-3 py-1 text-sm" onClick={() => onMarker(null)}>
                {t("listingEditor.clearMarker")}
              </button>
            ) : null}
          </div>
        ) : null}
        {showMap ? <MapPicker center={area ? { latitude: area.latitude, longitude: area.longitude } : BEIRUT} value={marker} onPick={onMarker} /> : null}
      </fieldset>
      {hidden ? null : <SimilarAskingNote fields={fields} />}
    </StepSection>
  );
}
