import { redirect } from "react-router";
import { signOut } from "#server/accounts/sign-out.server.ts";
import { setCookieHeaders } from "~/lib/guards.server.ts";
import type { Route } from "./+types/sign-out";

export async function action({ request }: Route.ActionArgs) {
  const { cookies } = await signOut(request.headers);
  return redirect("/", { headers: setCookieHeaders(cookies) });
}

export function loader() {
  return redirect("/");
}
