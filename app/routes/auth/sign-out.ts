import { redirect } from "react-router";
import { auth } from "#server/auth/auth.server.ts";
import type { Route } from "./+types/sign-out";

export async function action({ request }: Route.ActionArgs) {
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("set-cookie", cookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
