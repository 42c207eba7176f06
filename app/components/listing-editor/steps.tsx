import type { useForm } from "@conform-to/react";
import type { ReactNode } from "react";
import type { PostingFormInput } from "#domain/listing-form.ts";
import { Button } from "~/components/ui/button.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useTranslation } from "~/i18n/use-translation";

// The form in steps a phone user can manage; each step lists the fields it holds, so that
// "Next" checks only those and a server error opens the step that has it.
export const STEPS = [
  { id: "basics", fields: ["listingType", "title", "propertyType", "propertyCategory", "description", "reference"] },
  { id: "price", fields: ["unit", "price", "paymentFrequency", "downPayment", "paymentMethod"] },
  { id: "details", fields: ["bedroom", "bathroom", "size", "finishLevel", "floor", "statePowerHours", "furnished", "special", "moveInDate"] },
  { id: "location", fields: ["areaId", "address", "latitude", "longitude"] },
  { id: "photos", fields: ["photos"] },
  { id: "publish", fields: ["contactMethod", "planId", "payment", "promoCode"] },
] as const;

export type StepId = (typeof STEPS)[number]["id"];

/** The editor's fields, as each step receives them. */
export type EditorFields = ReturnType<typeof useForm<PostingFormInput>>[1];

/** The first step holding a field with an error (-1: none does). */
export const firstStepWithError = (errors: Record<string, string[] | null | undefined> | undefined) =>
  STEPS.findIndex((candidate) => candidate.fields.some((name) => errors?.[name]?.length));

/** One step: every step shows without JavaScript; in the browser only the current one does. */
export function StepSection({ id, hidden, children }: { id: StepId; hidden: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`step-${id}`} hidden={hidden} className="space-y-4">
      <h2 id={`step-${id}`} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {t(`listingEditor.steps.${id}`)}
      </h2>
      {children}
    </section>
  );
}

/** Where the owner is among the steps: a bar per step, the ones done and the current one filled. */
export function StepProgress({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("listingEditor.progress")}>
      <p className="text-sm font-medium text-slate-600">{t("listingEditor.stepOf", { current: step + 1, total: STEPS.length })}</p>
      <ol className="mt-2 flex gap-1">
        {STEPS.map((candidate, index) => (
          <li
            key={candidate.id}
            className={`h-1.5 flex-1 rounded ${index <= step ? "bg-brand-600" : "bg-slate-200"}`}
            aria-current={index === step ? "step" : undefined}
          >
            <span className="sr-only">{t(`listingEditor.steps.${candidate.id}`)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Back and Next between the steps; Submit on the last one, and on every step before the page runs its JavaScript. */
export function StepButtons({
  step,
  hydrated,
  uploading,
  submitting,
  live,
  onBack,
  onNext,
}: {
  step: number;
  hydrated: boolean;
  uploading: boolean;
  submitting: boolean;
  /** Editing a live listing: saving keeps it online (decision 0076), so the button says Save, not Submit for review. */
  live: boolean;
  onBack: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-between gap-3 border-t border-slate-200 pt-4">
      {hydrated && step > 0 ? (
        <Button variant="quiet" onClick={onBack}>
          {t("listingEditor.back")}
        </Button>
      ) : (
        <span />
      )}
      {hydrated && step < STEPS.length - 1 ? (
        // Keys keep React from turning this very button into the submit button mid-click.
        <Button key="next" onClick={onNext}>
          {t("listingEditor.next")}
        </Button>
      ) : (
        <StatusButton key="submit" status={submitting ? "pending" : "idle"} pendingLabel={t("listingEditor.saving")} disabled={uploading}>
          {t(live ? "listingEditor.saveChanges" : "listingEditor.submit")}
        </StatusButton>
      )}
    </div>
  );
}
