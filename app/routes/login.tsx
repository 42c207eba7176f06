import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { SignInDialog } from "~/components/auth/sign-in-dialog.tsx";

/** `/login` opens the Sign In screen; signing in lands on the home page. */
export default function Login() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <title>{`${t("auth.signInTitle")} · ${t("common.appName")}`}</title>
      <h1 className="sr-only">{t("auth.signInTitle")}</h1>
      <div className="min-h-[60vh]" />
      <SignInDialog open onClose={() => navigate("/")} redirectTo="/" />
    </>
  );
}
