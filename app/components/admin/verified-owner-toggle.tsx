import { Form } from "react-router";
import type { AdminUserRow } from "#domain/admin.ts";
import { useTranslation } from "~/i18n/use-translation";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { formatDate } from "~/lib/format.ts";
import { buttonClass } from "~/components/ui/button.tsx";

/** The "verified owner" badge of a user in the admins' list: since when, and the button to give or remove it. */
export function VerifiedOwnerToggle({ user }: { user: AdminUserRow }) {
  const { t, i18n } = useTranslation();
  const busy = useIsPending();
  if (user.deleted) return null;
  const name = user.name || user.email;
  const verified = user.verifiedOwnerAt !== null;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      {verified ? (
        <span className="text-sm text-slate-700">{t("cards.admin.verifiedOn", { date: formatDate(new Date(user.verifiedOwnerAt!), i18n.language) })}</span>
      ) : null}
      <input type="hidden" name="intent" value="verified" />
      <input type="hidden" name="userId" value={user.id} />
      <input type="hidden" name="verified" value={verified ? "false" : "true"} />
      <button
        type="submit"
        disabled={busy}
        aria-label={t(verified ? "cards.admin.unverifyLabel" : "cards.admin.verifyLabel", { name })}
        className={buttonClass({ variant: verified ? "refuse" : "outline", size: "sm", className: "whitespace-nowrap" })}
      >
        {t(verified ? "cards.admin.unverify" : "cards.admin.verify")}
      </button>
    </Form>
  );
}
