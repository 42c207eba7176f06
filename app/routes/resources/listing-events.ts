import { data } from "react-router";
import { contactEventSchema } from "#domain/contact-event.ts";
import { recordContactEvent } from "#server/listings/record-contact-event.server.ts";
import { requestContext } from "#server/http/request-context.ts";
import type { Route } from "./+types/listing-events";
import { readForm } from "~/lib/read-form.server.ts";

const STATUS = { counted: 200, not_public: 404, rate_limited: 429 } as const;

/** `POST /resources/listing-events`: a contact action on a listing page counts in its counter. */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = contactEventSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ outcome: "invalid" }, { status: 400 });
  const outcome = await recordContactEvent(parsed.data.propertyId, parsed.data.event, context.get(requestContext).clientAddress);
  return data({ outcome }, { status: STATUS[outcome] });
}
