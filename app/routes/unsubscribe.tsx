import { Form, Link } from "react-router";
import { AppError } from "#server/errors.server.ts";
import { describeUnsubscribe, unsubscribe, type UnsubscribeSubject } from "#server/notifications/unsubscribe.server.ts";
import { PageTitle } from "~/components/page-title.tsx";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/unsubscribe";
import { Button } from "~/components/ui/button.tsx";

type Answer = { state: "confirm" | "done"; subject: UnsubscribeSubject; token: string } | { state: "invalid" };

async function answer(token: string, work: (token: string) => Promise<UnsubscribeSubject>, state: "confirm" | "done"): Promise<Answer> {
  try {
    return { state, subject: await work(token), token };
  } catch (error) {
    if (error instanceof AppError && error.code === "unsubscribe_link_invalid") return { state: "invalid" };
    throw error;
  }
}

/** `GET /unsubscribe?token=`: what the signed link turns off, and one button to confirm. No session needed. */
export async function loader({ url }: Route.LoaderArgs) {
  return answer(url.searchParams.get("token") ?? "", describeUnsubscribe, "confirm");
}

/**
 * `POST /unsubscribe?token=`: the button, or a mail client's one-click unsubscribe (RFC 8058:
 * `List-Unsubscribe=One-Click` in the body). The signed token is the authority.
 */
export async function action({ url }: Route.ActionArgs) {
  return answer(url.searchParams.get("token") ?? "", unsubscribe, "done");
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = actionData ?? loaderData;
  const subjectText = (subject: UnsubscribeSubject, prefix: "confirm" | "done") =>
    "kind" in subject
      ? t(`notifications.${prefix}Kind`, { kind: t(`notifications.kinds.${subject.kind}`) })
      : t(`notifications.${prefix}Search`, { name: subject.savedSearchName });
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-12">
      <PageTitle title={t("pages.unsubscribe")} />
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        {result.state === "invalid" ? (
          <p role="alert" className="text-red-800">
            {t("errors.unsubscribeLinkInvalid")}
          </p>
        ) : result.state === "done" ? (
          <p role="status" className="font-medium text-slate-900">
            {subjectText(result.subject, "done")}
          </p>
        ) : (
          <Form method="post" action={`/unsubscribe?token=${encodeURIComponent(result.token)}`} className="space-y-4">
            <p className="text-lg font-medium text-slate-900">{subjectText(result.subject, "confirm")}</p>
            <p className="text-sm text-slate-700">{t("notifications.confirmHelp")}</p>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <Button type="submit">{t("notifications.unsubscribe")}</Button>
          </Form>
        )}
        <p className="mt-6 text-sm">
          <Link to="/profile/settings" className="text-brand-700 underline">
            {t("notifications.settingsLink")}
          </Link>
        </p>
      </div>
    </div>
  );
}
