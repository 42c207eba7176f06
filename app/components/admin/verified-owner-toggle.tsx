import { Form } from "react-router";
import type { AdminUserRow } from "#domain/admin.ts";
import { useTranslation } from "~/i18n/use-translation";
import { useIsPending } from "~/components/ui/use-is-pending.ts";
import { formatDate } from "~/lib/format.ts";

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
        className={`whitespace-nowrap rounded border px-3 py-1 text-sm font-semibold disabled:opacity-60 ${verified ? "border-red-700 text-red-800 hover:bg-red-50" : "border-sky-700 text-sky-800 hover:bg-sky-50"}`}
      >
        {t(verified ? "cards.admin.unverify" : "cards.admin.verify")}
      </button>
    </Form>
  );
}
