import { type FieldMetadata, getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { usePlanName } from "~/lib/plan-name.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { CONTACT_METHODS, CURRENCIES, LISTING_TYPES, PAYMENT_METHODS, PROPERTY_CATEGORIES, PROPERTY_TYPES, ROOM_COUNT_MAX } from "#domain/listing.ts";
import { POWER_HOURS_MAX } from "#domain/listing-features.ts";
import { formatMoney } from "#domain/money.ts";
import {
  FINISH_LEVELS,
  PAYMENT_FREQUENCIES,
  postingFormSchema,
  type PostingFormInput,
  SPECIAL_FEATURES,
} from "#domain/listing-form.ts";
import { ALLOWED_FROM } from "#domain/lifecycle.ts";
import { creditBalance } from "#server/credits/credit-balance.server.ts";
import { errorMessageKey } from "#domain/errors.ts";
import { AppError } from "#server/errors.server.ts";
import { findListingForEditing } from "#server/listings/find-listing-for-editing.server.ts";
import { listingFormOptions } from "#server/listings/listing-form-options.server.ts";
import { createPostedListing, updateListingForOwner } from "#server/listings/save-listing.server.ts";
import { applyDraftToForm, clearDraft, draftKey, readDraft, writeDraft } from "~/components/listing-editor/draft.ts";
import { MapPicker, type LatLng } from "~/components/listing-editor/map-picker.tsx";
import { type PhotoItem, PhotoManager } from "~/components/listing-editor/photo-manager.tsx";
import { AreaOptions } from "~/components/area-options.tsx";
import { PaymentChoice } from "~/components/dashboard/payment-choice.tsx";
import { FieldError, FormAlert, inputClass } from "~/components/form-parts.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { StatusScreen } from "~/components/status-screen.tsx";
import { requireUser } from "~/lib/current-user.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import { withNotice } from "~/lib/toasts.tsx";
import { useFloorName } from "~/lib/floor-name.ts";
import { useListingValueLabel } from "~/lib/listing-labels.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import type { Route } from "./+types/listing-editor";
import { readForm } from "~/lib/read-form.server.ts";

// The form in steps a phone user can manage; each step lists the fields it holds, so that
// "Next" checks only those and a server error opens the step that has it.
const STEPS = [
  { id: "basics", fields: ["listingType", "title", "propertyType", "propertyCategory", "description", "reference"] },
  { id: "price", fields: ["unit", "price", "paymentFrequency", "downPayment", "paymentMethod"] },
  { id: "details", fields: ["bedroom", "bathroom", "size", "finishLevel", "floor", "statePowerHours", "furnished", "special", "moveInDate"] },
  { id: "location", fields: ["areaId", "address", "latitude", "longitude"] },
  { id: "photos", fields: ["photos"] },
  { id: "publish", fields: ["contactMethod", "planId", "payment", "promoCode"] },
] as const;

/** A submit event Conform sends to validate a field (blur, typing), not the owner's Submit. */
const isValidationIntent = (event: Event) => ((event as SubmitEvent).submitter as HTMLButtonElement | null)?.name === "__intent__";

/** The first step holding a field with an error (-1: none does). */
const firstStepWithError = (errors: Record<string, string[] | null | undefined> | undefined) =>
  STEPS.findIndex((candidate) => candidate.fields.some((name) => errors?.[name]?.length));

const ROOM_OPTIONS = Array.from({ length: ROOM_COUNT_MAX + 1 }, (_, count) => String(count));
/** Three basements to the 50th floor (the API takes up to FLOOR_MAX); hours of state power 0 to 24. */
const FLOOR_OPTIONS = Array.from({ length: 54 }, (_, index) => String(index - 3));
const POWER_HOUR_OPTIONS = Array.from({ length: POWER_HOURS_MAX + 1 }, (_, hours) => String(hours));

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const options = await listingFormOptions(context.get(requestContext).locale);
  if (!params.propertyId) return { ...options, listing: null, balance: await creditBalance(user.id) };
  const listing = await findListingForEditing(user.id, params.propertyId);
  if (!listing) throw data(null, { status: 404 });
  return { ...options, listing, balance: 0 };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const submission = parseWithZod(await readForm(request), { schema: postingFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  try {
    if (params.propertyId) await updateListingForOwner(user.id, params.propertyId, form, form.photos);
    else await createPostedListing(user.id, form);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "not_found" && params.propertyId) throw data(null, { status: 404 });
    return data({ result: submission.reply({ formErrors: [errorMessageKey(error.code, "listingForm")] }) }, { status: error.status });
  }
  return redirect(withNotice(`/dashboard?listing_type=${form.listingType}`, "listingUnderReview"));
}

export function ErrorBoundary() {
  return <StatusScreen status={404} />;
}

type Field = FieldMetadata<unknown, PostingFormInput, string[]>;

export default function ListingEditor({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const label = useListingValueLabel();
  const floorName = useFloorName();
  const planName = usePlanName();
  const { districts, plans, listing, balance } = loaderData;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const storageKey = draftKey(params.propertyId);
  const formRef = useRef<HTMLFormElement>(null);
  const editable = !listing || ALLOWED_FROM.edit.includes(listing.status);

  const [form, fields] = useForm<PostingFormInput>({
    id: "listing-editor",
    defaultValue: listing?.values ?? { listingType: "Rental", unit: "USD", bedroom: "1", bathroom: "1", planId: "free", contactMethod: ["Phone call", "WhatsApp"] },
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postingFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const [step, setStep] = useState(0);
  const [photos, setPhotos] = useState<PhotoItem[]>(() => (listing?.photos ?? []).map((photo) => ({ ...photo, key: photo.ref, name: "", status: "done", progress: 100 })));
  const [photoVersion, setPhotoVersion] = useState(0);
  const [restored, setRestored] = useState(false);
  const initialMarker = listing?.values.latitude ? { latitude: Number(listing.values.latitude), longitude: Number(listing.values.longitude) } : null;
  const [marker, setMarker] = useState<LatLng | null>(initialMarker);
  const [showMap, setShowMap] = useState(false);

  // A draft left by a reload comes back once, when the page starts in the browser.
  useEffect(() => {
    const draft = readDraft(storageKey);
    if (!draft || !formRef.current) return;
    applyDraftToForm(formRef.current, draft);
    const latitude = Number(draft.fields.latitude?.[0]);
    const longitude = Number(draft.fields.longitude?.[0]);
    setMarker(latitude && longitude ? { latitude, longitude } : null);
    setPhotos(draft.photos);
    setPhotoVersion((version) => version + 1);
    setRestored(true);
  }, [storageKey]);

  // After a refused save, open the first step with a message (adjusting state to a new answer).
  const [answered, setAnswered] = useState(actionData);
  if (actionData !== answered) {
    setAnswered(actionData);
    const first = firstStepWithError(actionData?.result.error);
    if (first >= 0) setStep(first);
  }

  const saveDraft = useCallback(() => {
    if (formRef.current) writeDraft(storageKey, formRef.current, photos);
  }, [storageKey, photos]);
  useEffect(() => {
    if (hydrated && photoVersion >= 0) saveDraft();
  }, [hydrated, photoVersion, saveDraft]);

  const uploading = photos.some((photo) => photo.status === "uploading");
  const current = STEPS[step]!;

  // A refusal in the browser opens the step that holds the first wrong field, and focuses it.
  const showFirstError = (errors: Record<string, string[] | null | undefined> | undefined) => {
    const first = firstStepWithError(errors);
    if (first < 0) return;
    setStep(first);
    const name = STEPS[first]!.fields.find((field) => errors?.[field]?.length);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus());
  };

  // Next and Back put focus on the new step's heading: the next Tab is its first field, and a
  // screen reader says where the owner is.
  const openStep = (index: number) => {
    setStep(index);
    requestAnimationFrame(() => document.getElementById(`step-${STEPS[index]!.id}`)?.focus());
  };

  const goNext = () => {
    const result = parseWithZod(new FormData(formRef.current!), { schema: postingFormSchema });
    const invalid = current.fields.filter((name) => result.status !== "success" && result.error?.[name]?.length);
    if (invalid.length) {
      for (const name of invalid) form.validate({ name });
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    openStep(step + 1);
  };

  const areaCentre = (() => {
    const id = Number(fields.areaId.value);
    for (const district of districts) for (const area of district.areas) if (area.id === id) return { latitude: area.latitude, longitude: area.longitude };
    return null;
  })();
  const listingType = fields.listingType.value === "Sale" ? "Sale" : "Rental";
  const title = listing ? t("pages.editlisting") : t("pages.postlisting");

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageTitle title={title} />
      {listing ? (
        <p className="mt-2 rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">{t("listingEditor.underReview", { status: listing.status })}</p>
      ) : null}
      {restored ? (
        <div className="mt-3 flex items-center justify-between gap-2 rounded bg-sky-50 px-3 py-2 text-sm text-sky-900" role="status">
          <span>{t("listingEditor.draftRestored")}</span>
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => {
              clearDraft(storageKey);
              window.location.reload();
            }}
          >
            {t("listingEditor.discardDraft")}
          </button>
        </div>
      ) : null}
      {!editable ? (
        <p role="alert" className="mt-4 rounded border border-red-200 bg-red-50 px-3 py-2 text-red-800">
          {t("listingEditor.cannotEdit")}{" "}
          <Link className="underline" to={`/activatelisting/${listing!.id}`}>
            {t("pages.activatelisting")}
          </Link>
        </p>
      ) : (
        <Form
          method="post"
          {...getFormProps(form)}
          ref={formRef}
          className="mt-6 space-y-6"
          onInput={saveDraft}
          onChange={saveDraft}
          onSubmit={(event) => {
            if (uploading) {
              event.preventDefault();
              return;
            }
            form.onSubmit(event);
            // Blur and typing validate through a submit event of their own (Conform's intent):
            // that shows the field's message only; Submit alone may open another step.
            if (isValidationIntent(event.nativeEvent)) return;
            if (!event.defaultPrevented) clearDraft(storageKey);
            else {
              const refused = parseWithZod(new FormData(event.currentTarget), { schema: postingFormSchema });
              if (refused.status !== "success") showFirstError(refused.error ?? undefined);
            }
          }}
        >
          {hydrated ? (
            <nav aria-label={t("listingEditor.progress")}>
              <p className="text-sm font-medium text-slate-600">{t("listingEditor.stepOf", { current: step + 1, total: STEPS.length })}</p>
              <ol className="mt-2 flex gap-1">
                {STEPS.map((candidate, index) => (
                  <li key={candidate.id} className={`h-1.5 flex-1 rounded ${index <= step ? "bg-brand-600" : "bg-slate-200"}`} aria-current={index === step ? "step" : undefined}>
                    <span className="sr-only">{t(`listingEditor.steps.${candidate.id}`)}</span>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <FormAlert errors={form.errors} />

          <Step id="basics" current={current.id} hydrated={hydrated}>
            <RadioChoice field={fields.listingType} label={t("listingEditor.listingType")} options={LISTING_TYPES} optionLabel={(value) => label("listingType", value)} />
            <Text field={fields.title} label={t("listingEditor.title")} hint={t("listingEditor.titleHint")} />
            <Select field={fields.propertyType} label={t("listingEditor.propertyType")} options={PROPERTY_TYPES} optionLabel={(value) => label("propertyType", value)} />
            <Select field={fields.propertyCategory} label={t("listingEditor.propertyCategory")} options={PROPERTY_CATEGORIES} optionLabel={(value) => label("propertyCategory", value)} />
            <Labelled field={fields.description} label={t("listingEditor.description")}>
              <textarea {...getTextareaProps(fields.description as FieldMetadata<string>)} key={fields.description.key} rows={6} className={inputClass(Boolean(fields.description.errors))} />
            </Labelled>
            <Text field={fields.reference} label={t("listingEditor.reference")} />
          </Step>

          <Step id="price" current={current.id} hydrated={hydrated}>
            <RadioChoice field={fields.unit} label={t("listingEditor.unit")} options={CURRENCIES} optionLabel={(value) => label("unit", value)} />
            <Text field={fields.price} label={t("listingEditor.price")} inputMode="decimal" />
            {listingType === "Rental" ? (
              <Select field={fields.paymentFrequency} label={t("listingEditor.paymentFrequency")} options={PAYMENT_FREQUENCIES} optionLabel={(value) => label("paymentFrequency", value)} />
            ) : (
              <Text field={fields.downPayment} label={t("listingEditor.downPayment")} inputMode="decimal" />
            )}
            <Checkboxes field={fields.paymentMethod} label={t("listingEditor.paymentMethod")} options={PAYMENT_METHODS} optionLabel={(value) => label("paymentMethod", value)} />
          </Step>

          <Step id="details" current={current.id} hydrated={hydrated}>
            <div className="grid grid-cols-2 gap-4">
              <Select field={fields.bedroom} label={t("listingEditor.bedroom")} options={ROOM_OPTIONS} optionLabel={(value) => (value === "11" ? t("listingEditor.roomsMore") : value)} />
              <Select field={fields.bathroom} label={t("listingEditor.bathroom")} options={ROOM_OPTIONS} optionLabel={(value) => (value === "11" ? t("listingEditor.roomsMore") : value)} />
            </div>
            <Text field={fields.size} label={t("listingEditor.size")} inputMode="decimal" />
            <Select field={fields.finishLevel} label={t("listingEditor.finishLevel")} options={FINISH_LEVELS} optionLabel={(value) => label("finishLevel", value)} />
            <div className="grid grid-cols-2 items-end gap-4">
              <Select field={fields.floor} label={t("features.floor")} options={FLOOR_OPTIONS} optionLabel={(value) => floorName(Number(value))} />
              <Select field={fields.statePowerHours} label={t("features.statePowerHours")} options={POWER_HOUR_OPTIONS} optionLabel={(value) => t("features.powerHours", { hours: value, count: Number(value) })} />
            </div>
            <label className="flex items-center gap-2">
              <input {...getInputProps(fields.furnished as FieldMetadata<string>, { type: "checkbox" })} key={fields.furnished.key} className="h-5 w-5" />
              <span>{t("listingEditor.furnished")}</span>
            </label>
            <Checkboxes field={fields.special} label={t("listingEditor.special")} options={SPECIAL_FEATURES} optionLabel={(value) => label("special", value)} />
            <Text field={fields.moveInDate} label={t("listingEditor.moveInDate")} type="date" />
          </Step>

          <Step id="location" current={current.id} hydrated={hydrated}>
            <Labelled field={fields.areaId} label={t("listingEditor.area")}>
              <select {...getSelectProps(fields.areaId as FieldMetadata<string>)} key={fields.areaId.key} className={inputClass(Boolean(fields.areaId.errors))}>
                <option value="">{t("listingEditor.choose")}</option>
                <AreaOptions districts={districts} />
              </select>
            </Labelled>
            <Text field={fields.address} label={t("listingEditor.address")} />
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
                    <button type="button" className="rounded border border-slate-400 px-3 py-1 text-sm" onClick={() => setMarker(null)}>
                      {t("listingEditor.clearMarker")}
                    </button>
                  ) : null}
                </div>
              ) : null}
              {showMap ? <MapPicker center={areaCentre ?? { latitude: 33.8938, longitude: 35.5018 }} value={marker} onPick={setMarker} /> : null}
            </fieldset>
          </Step>

          <Step id="photos" current={current.id} hydrated={hydrated}>
            {hydrated ? <PhotoManager key={photoVersion} initial={photos} onChange={setPhotos} /> : null}
            <FieldError id={fields.photos.errorId} errors={fields.photos.errors} />
          </Step>

          <Step id="publish" current={current.id} hydrated={hydrated}>
            <Checkboxes field={fields.contactMethod} label={t("listingEditor.contactMethod")} options={CONTACT_METHODS} optionLabel={(value) => label("contactMethod", value)} />
            {listing ? (
              <>
                <input type="hidden" name="planId" value={listing.planId} />
                <p className="text-sm text-slate-700">{t("listingEditor.planOnDashboard", { plan: planName(plans.find((plan) => plan.id === listing.planId)?.name ?? listing.planId) })}</p>
              </>
            ) : (
              <RadioChoice
                field={fields.planId}
                label={t("listingEditor.plan")}
                options={plans.map((plan) => plan.id)}
                optionLabel={(id) => {
                  const plan = plans.find((candidate) => candidate.id === id)!;
                  const price = listingType === "Sale" ? plan.salePriceUsd : plan.rentalPriceUsd;
                  const days = plan.durationDays;
                  return `${planName(plan.name)}: ${price > 0 ? t("listingEditor.planPrice", { price: formatMoney(price, "USD", i18n.language), count: days }) : t("listingEditor.planFree", { count: days })}`;
                }}
              />
            )}
            {!listing && fields.planId.value && fields.planId.value !== "free" ? (
              <PaymentChoice payment={fields.payment} promoCode={fields.promoCode} balance={balance} hint={t("dashboard.paymentHint")} />
            ) : null}
          </Step>

          {uploading ? (
            <p role="status" className="text-sm text-amber-800">
              {t("listingEditor.photosBusy")}
            </p>
          ) : null}
          <div className="flex justify-between gap-3 border-t border-slate-200 pt-4">
            {hydrated && step > 0 ? (
              <button type="button" className="rounded border border-slate-400 px-4 py-2 font-semibold" onClick={() => openStep(step - 1)}>
                {t("listingEditor.back")}
              </button>
            ) : (
              <span />
            )}
            {hydrated && step < STEPS.length - 1 ? (
              // Keys keep React from turning this very button into the submit button mid-click.
              <button key="next" type="button" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700" onClick={goNext}>
                {t("listingEditor.next")}
              </button>
            ) : (
              <button
                key="submit"
                type="submit"
                disabled={uploading || navigation.state === "submitting"}
                className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
              >
                {navigation.state === "submitting" ? t("listingEditor.saving") : t("listingEditor.submit")}
              </button>
            )}
          </div>
        </Form>
      )}
    </div>
  );
}

/** One step: every step shows without JavaScript; in the browser only the current one does. */
function Step({ id, current, hydrated, children }: { id: string; current: string; hydrated: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`step-${id}`} hidden={hydrated && id !== current} className="space-y-4">
      <h2 id={`step-${id}`} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {t(`listingEditor.steps.${id as (typeof STEPS)[number]["id"]}`)}
      </h2>
      {children}
    </section>
  );
}

function Labelled({ field, label, hint, children }: { field: Field; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <FieldError id={field.errorId} errors={field.errors?.slice(0, 1)} />
    </div>
  );
}

function Text({ field, label, hint, type = "text", inputMode }: { field: Field; label: string; hint?: string; type?: "text" | "date"; inputMode?: "decimal" }) {
  return (
    <Labelled field={field} label={label} hint={hint}>
      <input {...getInputProps(field as FieldMetadata<string>, { type })} key={field.key} inputMode={inputMode} className={inputClass(Boolean(field.errors))} />
    </Labelled>
  );
}

function Select({ field, label, options, optionLabel }: { field: Field; label: string; options: readonly string[]; optionLabel: (value: string) => string }) {
  const { t } = useTranslation();
  return (
    <Labelled field={field} label={label}>
      <select {...getSelectProps(field as FieldMetadata<string>)} key={field.key} className={inputClass(Boolean(field.errors))}>
        <option value="">{t("listingEditor.choose")}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

function Choices({ field, label, options, optionLabel, type }: { field: Field; label: string; options: readonly string[]; optionLabel: (value: string) => string; type: "checkbox" | "radio" }) {
  return (
    <fieldset aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {getCollectionProps(field as FieldMetadata<string[]>, { type, options: [...options] }).map((props) => (
          <label key={props.key} className="flex items-center gap-2">
            <input {...props} key={props.key} className="h-5 w-5" />
            <span>{optionLabel(props.value)}</span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors?.slice(0, 1)} />
    </fieldset>
  );
}

const Checkboxes = (props: Omit<Parameters<typeof Choices>[0], "type">) => <Choices {...props} type="checkbox" />;
const RadioChoice = (props: Omit<Parameters<typeof Choices>[0], "type">) => <Choices {...props} type="radio" />;
