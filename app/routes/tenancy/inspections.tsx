import { data, redirect } from "react-router";
import { beirutDay } from "#domain/beirut-clock.ts";
import { areaResponseSchema, INSPECTION_PHOTO_BYTES_TOGETHER, INSPECTION_PHOTOS_MAX, inspectionSchema } from "#domain/inspections.ts";
import { INSPECTION_AREAS } from "#domain/listing.ts";
import { setInspectionPublic } from "#server/tenants/inspection-highlight.server.ts";
import { respondToInspection } from "#server/tenants/inspection-responses.server.ts";
import { listInspections } from "#server/tenants/list-inspections.server.ts";
import { notifyInspectionStart } from "#server/tenants/notify-inspection-start.server.ts";
import { type AreaPhoto, recordInspection } from "#server/tenants/record-inspection.server.ts";
import { InspectionCard } from "~/components/tenant-files/inspection-card.tsx";
import { InspectionCompare } from "~/components/tenant-files/inspection-compare.tsx";
import { InspectionSettings } from "~/components/tenant-files/inspection-settings.tsx";
import { areaField, RecordInspectionForm } from "~/components/tenant-files/record-inspection-form.tsx";
import { Done } from "~/components/tenant-files/tenancy-parts.tsx";
import { useTranslation } from "~/i18n/use-translation";
import { requireUser } from "~/lib/current-user.server.ts";
import { fieldErrorsOf, readTenancyForm, runTenancyWrite, type TenancyActionData, tenancyOr404, typedValues, unreadFormAnswer } from "~/lib/tenancy.server.ts";
import { withNotice } from "~/lib/toasts.tsx";
import type { Route } from "./+types/inspections";

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireUser(context);
  const page = await tenancyOr404(() => listInspections(user.id, params.propertyId));
  return { ...page, today: beirutDay() };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireUser(context);
  const propertyId = params.propertyId;
  const form = await readTenancyForm(request, { maxFiles: INSPECTION_PHOTOS_MAX, maxTotalBytes: INSPECTION_PHOTO_BYTES_TOGETHER });
  if ("code" in form) return unreadFormAnswer("record", form.code);
  const { fields, files } = form;
  const intent = String(fields.get("intent") ?? "");
  const values = typedValues(fields);

  if (intent === "record") {
    const parsed = inspectionSchema.safeParse({
      kind: fields.get("kind"),
      inspectedOn: fields.get("inspectedOn"),
      areas: Object.fromEntries(
        INSPECTION_AREAS.map((area, index) => [
          area,
          { condition: fields.get(areaField(index, "condition")) ?? undefined, note: fields.get(areaField(index, "note")) ?? undefined },
        ]),
      ),
    });
    if (!parsed.success) return data<TenancyActionData>({ intent, fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
    const photos: AreaPhoto[] = files.flatMap((file) => {
      const area = INSPECTION_AREAS.find((_, index) => file.field === areaField(index, "photos"));
      return area ? [{ area, filename: file.filename, data: file.data }] : [];
    });
    return runTenancyWrite({ intent, values, done: "tenantFiles.inspections.saved" }, async () => {
      await recordInspection(user.id, propertyId, parsed.data, photos);
    });
  }
  if (intent === "respond") {
    const target = `${String(fields.get("inspectionId"))}:${String(fields.get("area"))}`;
    const parsed = areaResponseSchema.safeParse({
      area: fields.get("area"),
      acknowledged: fields.get("acknowledged") === "true",
      comment: fields.get("comment") ?? "",
    });
    if (!parsed.success) return data<TenancyActionData>({ intent, target, fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
    return runTenancyWrite({ intent, target, values, done: "tenantFiles.inspections.answered" }, () =>
      respondToInspection(user.id, propertyId, String(fields.get("inspectionId")), parsed.data),
    );
  }
  if (intent === "publish") {
    return runTenancyWrite({ intent }, () => setInspectionPublic(user.id, propertyId, fields.get("shown") === "true"));
  }
  if (intent === "notify") {
    const answer = await runTenancyWrite({ intent, done: "toasts.inspectionStarted.body" }, () =>
      notifyInspectionStart(user.id, propertyId, String(fields.get("personId") ?? "")),
    );
    // SPEC.md §8: the INSPECTION START thanks.
    return answer.data.done ? redirect(withNotice(`/tenant/${propertyId}/inspections`, "inspectionStarted")) : answer;
  }
  return data<TenancyActionData>({ intent, code: "invalid_payload" }, { status: 400 });
}

/** `/tenant/:propertyId/inspections`: the landlord records, the tenant acknowledges, move-in beside move-out. */
export default function TenantInspections({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { role, inspections } = loaderData;
  return (
    <div className="space-y-5">
      <h2 className="sr-only">{t("tenantFiles.inspections.title")}</h2>
      <p className="text-slate-700">{t("tenantFiles.inspections.intro")}</p>
      {actionData?.done ? <Done message={t(actionData.done as never)} /> : null}
      {role === "landlord" ? (
        <>
          <RecordInspectionForm answer={actionData} today={loaderData.today} />
          <InspectionSettings inspectionPublic={loaderData.inspectionPublic} tenants={loaderData.tenants} answer={actionData} />
        </>
      ) : null}
      {inspections.length === 0 ? (
        <p className="text-slate-600">{t(role === "landlord" ? "tenantFiles.inspections.none" : "tenantFiles.inspections.noneTenant")}</p>
      ) : (
        <>
          <InspectionCompare inspections={inspections} />
          {inspections.map((inspection) => (
            <InspectionCard key={inspection.id} inspection={inspection} canRespond={role === "tenant"} answer={actionData} />
          ))}
        </>
      )}
    </div>
  );
}
