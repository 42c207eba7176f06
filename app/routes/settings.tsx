import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { data, redirect } from "react-router";
import { type ErrorCode, errorMessageKey, errorStatus } from "#domain/errors.ts";
import { LOCALES } from "#domain/locale.ts";
import { mailPreferencesSchema } from "#domain/notifications.ts";
import { bankInformationSchema, changeEmailSchema, changePasswordSchema, deleteAccountSchema, settingsProfileSchema } from "#domain/settings.ts";
import { findBankInformation, saveBankInformation } from "#server/accounts/bank-information.server.ts";
import { deleteOwnAccount } from "#server/accounts/delete-account.server.ts";
import { findProfile, updateProfile } from "#server/accounts/update-profile.server.ts";
import { changeEmail } from "#server/accounts/change-email.server.ts";
import { changePassword } from "#server/accounts/change-password.server.ts";
import { AppError, refusalOf } from "#server/errors.server.ts";
import { setUserLocale } from "#server/accounts/set-locale.server.ts";
import { allMailPreferences, setMailPreferences } from "#server/notifications/mail-preferences.server.ts";
import { ProfileFields } from "~/components/auth/profile-fields.tsx";
import { Field, labelClass } from "~/components/ui/field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { Section, SettingsForm, type SettingsAnswer, useSettingsForm } from "~/components/settings/settings-form.tsx";
import { MailPreferencesFields } from "~/components/settings/mail-preferences-fields.tsx";
import { PageTitle } from "~/components/page-title.tsx";
import { clearSessionCookies, setCookieHeaders } from "~/lib/guards.server.ts";
import { requireUser } from "~/lib/current-user.server.ts";
import type { z } from "zod";
import type { Route } from "./+types/settings";
import { readForm } from "~/lib/read-form.server.ts";

const SCHEMAS = {
  profile: settingsProfileSchema,
  email: changeEmailSchema,
  password: changePasswordSchema,
  bank: bankInformationSchema,
  mail: mailPreferencesSchema,
  delete: deleteAccountSchema,
} as const;
type Intent = keyof typeof SCHEMAS;

const currentUserId = (context: Route.LoaderArgs["context"]) => requireUser(context).id;

export async function loader({ context }: Route.LoaderArgs) {
  const userId = currentUserId(context);
  const [profile, bank, mail] = await Promise.all([findProfile(userId), findBankInformation(userId), allMailPreferences(userId)]);
  if (!profile) throw redirect("/");
  return { profile, bank, mail };
}

type ActionData = SettingsAnswer & { intent: Intent };

/** Every write here is on the signed-in user's own rows, whatever the form says. */
export async function action({ request, context }: Route.ActionArgs) {
  const userId = currentUserId(context);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (typeof intent !== "string" || !(intent in SCHEMAS)) throw data(null, { status: 400 });
  const schema = SCHEMAS[intent as Intent];
  const submission = parseWithZod(formData, { schema: schema as z.ZodType });
  const secret = ["currentPassword", "password", "confirmpassword", "iban"];
  const fail = (formErrors: string[] = [], status = 400) =>
    data<ActionData>({ intent: intent as Intent, result: submission.reply({ formErrors, hideFields: secret }) }, { status });
  // A wrong current password is said beside its field (emptied); other refusals above the form.
  const refuse = (code: ErrorCode) =>
    code === "current_password_wrong"
      ? data<ActionData>(
          { intent: intent as Intent, result: submission.reply({ fieldErrors: { currentPassword: [errorMessageKey(code)] }, hideFields: secret }) },
          { status: errorStatus(code) },
        )
      : fail([errorMessageKey(code)], errorStatus(code));
  if (submission.status !== "success") return fail();
  const value = submission.value as Record<string, string>;

  switch (intent as Intent) {
    case "profile": {
      const input = settingsProfileSchema.parse(value);
      await updateProfile(userId, input);
      await setUserLocale(userId, input.locale);
      return data<ActionData>(
        { intent: "profile", toast: "settingsSaved" },
        { headers: { "set-cookie": `lang=${input.locale}; Path=/; Max-Age=31536000; SameSite=Lax` } },
      );
    }
    case "email": {
      const refusal = await refusalOf(() => changeEmail(changeEmailSchema.parse(value), request.headers));
      if (refusal) return refuse(refusal);
      return data<ActionData>({ intent: "email", toast: "emailChangeSent" });
    }
    case "password": {
      const input = changePasswordSchema.parse(value);
      try {
        const { cookies } = await changePassword({ currentPassword: input.currentPassword, newPassword: input.password }, request.headers);
        return data<ActionData>({ intent: "password", toast: "settingsSaved" }, { headers: setCookieHeaders(cookies) });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return refuse(error.code);
      }
    }
    case "bank":
      await saveBankInformation(userId, bankInformationSchema.parse(value));
      return data<ActionData>({ intent: "bank", toast: "settingsSaved" });
    case "mail":
      await setMailPreferences(userId, mailPreferencesSchema.parse(value));
      return data<ActionData>({ intent: "mail", toast: "settingsSaved" });
    case "delete": {
      const refusal = await refusalOf(() => deleteOwnAccount(userId, value.currentPassword!));
      if (refusal) return refuse(refusal);
      return redirect("/", { headers: clearSessionCookies(new Headers()) });
    }
  }
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile, bank, mail } = loaderData;
  const [country, setCountry] = useState(profile.country);
  const [phone, setPhone] = useState(profile.phone);

  const profileForm = useSettingsForm("profile", settingsProfileSchema, profile);
  const emailForm = useSettingsForm("email", changeEmailSchema);
  const passwordForm = useSettingsForm("password", changePasswordSchema);
  const bankForm = useSettingsForm("bank", bankInformationSchema, bank ?? undefined);
  const mailForm = useSettingsForm("mail", mailPreferencesSchema);
  const deleteForm = useSettingsForm("delete", deleteAccountSchema);

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <PageTitle title={t("pages.settings")} />

      <Section title={t("settings.profileTitle")}>
        <SettingsForm state={profileForm} intent="profile">
          <ProfileFields idPrefix="settings" fields={profileForm.fields} country={country} phone={phone} onCountry={setCountry} onPhone={setPhone} />
          <div>
            <label htmlFor="settings-locale" className={labelClass}>
              {t("settings.language")}
            </label>
            <select id="settings-locale" name="locale" defaultValue={profile.locale} className="rounded border border-slate-400 px-2 py-2">
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {t(`language.${locale}`)}
                </option>
              ))}
            </select>
          </div>
          <StatusButton status={profileForm.status}>{t("settings.save")}</StatusButton>
        </SettingsForm>
      </Section>

      <Section title={t("settings.emailTitle")} intro={t("settings.currentEmail", { email: profile.email })}>
        <SettingsForm state={emailForm} intent="email">
          <Field field={emailForm.fields.newEmail!} label={t("settings.newEmail")} type="email" dir="ltr" autoComplete="email" />
          <Field field={emailForm.fields.currentPassword!} label={t("settings.currentPassword")} type="password" autoComplete="current-password" />
          <StatusButton status={emailForm.status}>{t("settings.changeEmail")}</StatusButton>
        </SettingsForm>
      </Section>

      <Section title={t("settings.passwordTitle")}>
        <SettingsForm state={passwordForm} intent="password">
          <Field field={passwordForm.fields.currentPassword!} label={t("settings.currentPassword")} type="password" autoComplete="current-password" />
          <Field field={passwordForm.fields.password!} label={t("auth.newPassword")} type="password" autoComplete="new-password" />
          <Field field={passwordForm.fields.confirmpassword!} label={t("auth.confirmPassword")} type="password" autoComplete="new-password" />
          <StatusButton status={passwordForm.status}>{t("settings.changePassword")}</StatusButton>
        </SettingsForm>
      </Section>

      <Section title={t("settings.bankTitle")} intro={t("settings.bankIntro")}>
        <SettingsForm state={bankForm} intent="bank">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field field={bankForm.fields.firstName!} label={t("settings.bankFirstName")} />
            <Field field={bankForm.fields.lastName!} label={t("settings.bankLastName")} />
            <Field field={bankForm.fields.address!} label={t("settings.address")} />
            <Field field={bankForm.fields.city!} label={t("settings.city")} />
            <Field field={bankForm.fields.bank!} label={t("settings.bank")} />
            <Field field={bankForm.fields.branch!} label={t("settings.branch")} />
          </div>
          <Field field={bankForm.fields.iban!} label={t("settings.iban")} dir="ltr" hint={bank ? t("settings.ibanOnFile", { iban4: bank.iban4 }) : undefined} />
          <Field field={bankForm.fields.swiftCode!} label={t("settings.swift")} dir="ltr" />
          <StatusButton status={bankForm.status}>{t("settings.saveBank")}</StatusButton>
        </SettingsForm>
      </Section>

      <Section title={t("notifications.mailTitle")} intro={t("notifications.mailIntro")}>
        <SettingsForm state={mailForm} intent="mail">
          <MailPreferencesFields preferences={mail} />
          <StatusButton status={mailForm.status}>{t("notifications.save")}</StatusButton>
        </SettingsForm>
      </Section>

      <Section title={t("settings.deleteTitle")} intro={t("settings.deleteIntro")}>
        <SettingsForm state={deleteForm} intent="delete">
          <Field field={deleteForm.fields.currentPassword!} label={t("settings.currentPassword")} type="password" autoComplete="current-password" />
          <StatusButton status={deleteForm.status} variant="danger">
            {t("settings.deleteConfirm")}
          </StatusButton>
        </SettingsForm>
      </Section>
    </div>
  );
}
