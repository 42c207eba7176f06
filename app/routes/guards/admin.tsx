import { guard } from "~/lib/guards.server.ts";
import { GuardedOutlet, guardLoader, revalidateAlways } from "~/lib/guard-route.tsx";
import type { Route } from "./+types/admin";

export const middleware: Route.MiddlewareFunction[] = [guard("admin")];
export const loader = guardLoader;
export const shouldRevalidate = revalidateAlways;

export default function Guard() {
  return <GuardedOutlet access="admin" />;
}
