import { guard } from "~/lib/guards.server.ts";
import { GuardedOutlet, guardLoader, revalidateAlways } from "~/lib/guard-route.tsx";
import type { Route } from "./+types/special-only";

export const middleware: Route.MiddlewareFunction[] = [guard("special-only")];
export const loader = guardLoader;
export const shouldRevalidate = revalidateAlways;

export default function Guard() {
  return <GuardedOutlet access="special-only" />;
}
