import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect } from "react-router";
import { postingFormSchema, type PostingFormInput } from "#domain/listing-form.ts";
import { ALLOWED_FROM } from "#domain/lifecycle.ts";
import { creditBalance } from "#server/credits/credit-balance.server.ts";
import { errorMessageKey } from "#domain/errors.ts";
import { AppError } from "#server/errors.server.ts";
import { findListingForEditing } from "#server/listings/find-listing-for-editing.server.ts";
import { findListingQuality } from "#server/listings/listing-quality.server.ts";
import { listingFormOptions } from "#server/listings/listing-form-options.server.ts";
import { createPostedListing } from "#server/listings/save-listing.server.ts";
import { updateListingForOwner } from "#server/listings/edit-listing.server.ts";
import { BasicsStep } from "~/components/listing-editor/basics-step.tsx";
import { DetailsStep } from "~/components/listing-editor/details-step.tsx";
import { applyDraftToForm, clearDraft, draftKey, readDraft, writeDraft } from "~/components/listing-editor/draft.ts";
import { DraftRestored } from "~/components/listing-editor/draft-restored.tsx";
import { LocationStep } from "~/components/listing-editor/location-step.tsx";
import type { LatLng } from "~/components/listing-editor/map-picker.tsx";
import type { PhotoItem } from "~/components/listing-editor/photo-manager.tsx";
import { PhotosStep } from "~/components/listing-editor/photos-step.tsx";
import { PriceStep } from "~/components/listing-editor/price-step.tsx";
import { PublishStep } from "~/components/listing-editor/publish-step.tsx";
import { QualityReview } from "~/components/listing-editor/quality-review.tsx";
import { EditNote, savedNotice } from "~/components/listing-editor/edit-note.tsx";
import { firstStepWithError, StepButtons, StepProgress, type StepId, STEPS } from "~/components/listing-editor/steps.tsx";
import { FormAlert } from "~/components/ui/field.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { StatusScreen } from "~/components/status-screen.tsx";
import { requireUser } from "~/lib/current-user.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import { withNotice } from "~/lib/toasts.tsx";
import { useHydrated } from "~/lib/use-hydrated.ts";
import type { Route } from "./+types/listing-editor";
import { readForm } from "~/lib/read-form.server.ts";
import { useIsPending } from "~/components/ui/use-is-pending.ts";

/** A submit event Conform sends to validate a field (blur, typing), not the owner's Submit. */
const isValidationIntent = (event: Event) => ((event as SubmitEvent).submitter as HTMLButtonElement | null)?.name === "__intent__";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const options = await listingFormOptions(context.get(requestContext).locale);
  if (!params.propertyId) return { ...options, listing: null, balance: await creditBalance(user.id), areaPerM2: null };
  const [listing, quality] = await Promise.all([findListingForEditing(user.id, params.propertyId), findListingQuality(user.id, params.propertyId)]);
  if (!listing) throw data(null, { status: 404 });
  return { ...options, listing, balance: 0, areaPerM2: quality?.areaPerM2 ?? null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const submission = parseWithZod(await readForm(request), { schema: postingFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const form = submission.value;
  try {
    const edited = params.propertyId
      ? await updateListingForOwner(user.id, params.propertyId, form, form.photos)
      : await createPostedListing(user.id, form).then(() => null);
    return redirect(withNotice(`/dashboard?listing_type=${form.listingType}`, savedNotice(edited)));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "not_found" && params.propertyId) throw data(null, { status: 404 });
    return data({ result: submission.reply({ formErrors: [errorMessageKey(error.code, "listingForm")] }) }, { status: error.status });
  }
}

export function ErrorBoundary() {
  return <StatusScreen status={404} />;
}

export default function ListingEditor({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { districts, plans, listing, balance } = loaderData;
  const hydrated = useHydrated();
  const submitting = useIsPending({ state: "submitting" });
  const storageKey = draftKey(params.propertyId);
  const formRef = useRef<HTMLFormElement>(null);
  const editable = !listing || ALLOWED_FROM.edit.includes(listing.status);

  const [form, fields] = useForm<PostingFormInput>({
    id: "listing-editor",
    defaultValue: listing?.values ?? {
      listingType: "Rental",
      unit: "USD",
      bedroom: "1",
      bathroom: "1",
      planId: "free",
      contactMethod: ["Phone call", "WhatsApp"],
    },
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: postingFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  const [step, setStep] = useState(0);
  const [photos, setPhotos] = useState<PhotoItem[]>(() =>
    (listing?.photos ?? []).map((photo) => ({ ...photo, ...listing?.photoSizes[photo.ref], key: photo.ref, name: "", status: "done", progress: 100 })),
  );
  const [photoVersion, setPhotoVersion] = useState(0);
  const [restored, setRestored] = useState(false);
  const initialMarker = listing?.values.latitude ? { latitude: Number(listing.values.latitude), longitude: Number(listing.values.longitude) } : null;
  const [marker, setMarker] = useState<LatLng | null>(initialMarker);

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

  // Once sent, the form writes no draft again (a late write kept its photos for the next listing:
  // issue 44), unless the save is refused and the form stays.
  const sent = useRef(false);
  useEffect(() => {
    sent.current = false;
  }, [actionData]);
  const saveDraft = useCallback(() => {
    if (formRef.current && !sent.current) writeDraft(storageKey, formRef.current, photos);
  }, [storageKey, photos]);
  useEffect(() => {
    if (hydrated && photoVersion >= 0) saveDraft();
  }, [hydrated, photoVersion, saveDraft]);

  const uploading = photos.some((photo) => photo.status === "uploading");
  const current = STEPS[step]!;
  const hiddenUnless = (id: StepId) => hydrated && id !== current.id;

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

  const title = listing ? t("pages.editlisting") : t("pages.postlisting");

  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <PageTitle title={title} />
      {listing ? <EditNote listing={listing} /> : null}
      {restored ? (
        <DraftRestored
          onStartOver={() => {
            // No field and no photo of the abandoned attempt comes back.
            sent.current = true;
            clearDraft(storageKey);
            window.location.reload();
          }}
        />
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
            if (!event.defaultPrevented) {
              sent.current = true;
              clearDraft(storageKey);
            } else {
              const refused = parseWithZod(new FormData(event.currentTarget), { schema: postingFormSchema });
              if (refused.status !== "success") showFirstError(refused.error ?? undefined);
            }
          }}
        >
          {hydrated ? <StepProgress step={step} /> : null}
          <FormAlert errors={form.errors} />
          <BasicsStep fields={fields} hidden={hiddenUnless("basics")} />
          <PriceStep fields={fields} hidden={hiddenUnless("price")} />
          <DetailsStep fields={fields} hidden={hiddenUnless("details")} />
          <LocationStep fields={fields} hidden={hiddenUnless("location")} hydrated={hydrated} districts={districts} marker={marker} onMarker={setMarker} />
          <PhotosStep fields={fields} hidden={hiddenUnless("photos")} hydrated={hydrated} photos={photos} version={photoVersion} onPhotos={setPhotos} />
          <PublishStep fields={fields} hidden={hiddenUnless("publish")} plans={plans} editedPlanId={listing?.planId} balance={balance}>
            <QualityReview fields={fields} photos={photos} hasMapPin={marker !== null} areaPerM2={loaderData.areaPerM2} />
          </PublishStep>

          {uploading ? (
            <p role="status" className="text-sm text-amber-800">
              {t("listingEditor.photosBusy")}
            </p>
          ) : null}
          <StepButtons
            step={step}
            hydrated={hydrated}
            uploading={uploading}
            submitting={submitting}
            live={listing?.live ?? false}
            onBack={() => openStep(step - 1)}
            onNext={goNext}
          />
        </Form>
      )}
    </div>
  );
}
