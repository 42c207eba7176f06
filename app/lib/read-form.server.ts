import { data } from "react-router";
import { hasNul } from "#domain/text.ts";

/**
 * A form action's body. A body that is not a form (a wrong Content-Type, a broken multipart) or
 * that carries a NUL character (PostgreSQL's text cannot hold one) is the sender's mistake: a
 * 400, shown as the "could not be read" screen, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  for (const [name, value] of form) {
    if (hasNul(name) || (typeof value === "string" && hasNul(value))) throw data(null, { status: 400 });
  }
  return form;
}
