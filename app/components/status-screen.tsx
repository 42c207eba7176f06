import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { buttonClass } from "./ui/button.tsx";

const primary = buttonClass();
const secondary = buttonClass({ variant: "outline" });

/** What a screen says instead of its status's usual words, and where it offers to go instead of the home page. */
interface StatusCopy {
  title: string;
  body: string;
  next?: { to: string; label: string };
}

/** The not-found, forbidden, unreadable-request and error screens. */
export function StatusScreen({ status, copy: own }: { status: number; copy?: StatusCopy }) {
  const { t } = useTranslation();
  const copy: StatusCopy =
    own ??
    (status === 404
      ? { title: t("notFound.title"), body: t("notFound.body") }
      : status === 403
        ? { title: t("forbidden.title"), body: t("forbidden.body") }
        : status === 400
          ? { title: t("badRequest.title"), body: t("badRequest.body") }
          : { title: t("serverError.title"), body: t("serverError.body") });
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${copy.title} · ${t("common.appName")}`}</title>
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{copy.title}</h1>
      <p className="mt-4 text-slate-700">{copy.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {copy.next ? (
          <Link to={copy.next.to} className={primary}>
            {copy.next.label}
          </Link>
        ) : null}
        <Link to="/" className={copy.next ? secondary : primary}>
          {t("notFound.home")}
        </Link>
        {status === 404 ? (
          <Link to="/rent" className={secondary}>
            {t("notFound.rent")}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
