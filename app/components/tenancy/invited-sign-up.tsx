import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form } from "react-router";
import { signUpSchema } from "#domain/accounts.ts";
import { ProfileFields } from "~/components/auth/profile-fields.tsx";
import { Button } from "~/components/ui/button.tsx";
import { FormAlert, Field, labelClass } from "~/components/ui/field.tsx";
import { useTranslation } from "~/i18n/use-translation";

/** Sign-up for an invited tenant: the address is the invitation's and cannot be changed. */
export function InvitedSignUp({ email, lastResult }: { email: string; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const [country, setCountry] = useState("LB");
  const [phone, setPhone] = useState("");
  const [form, fields] = useForm<Record<string, string | undefined>>({
    id: "invited-sign-up",
    lastResult,
    defaultValue: { country: "LB", email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="sign-up" />
      <FormAlert errors={form.errors} />
      <div>
        <label htmlFor="invited-email" className={labelClass}>
          {t("auth.email")}
        </label>
        <input
          id="invited-email"
          name="email"
          type="email"
          value={email}
          readOnly
          dir="ltr"
          className="block w-full rounded border border-slate-300 bg-slate-100 px-3 py-2 text-base text-slate-700"
        />
      </div>
      <ProfileFields idPrefix="invited" fields={fields} country={country} phone={phone} onCountry={setCountry} onPhone={setPhone} />
      <Field field={fields.password!} label={t("auth.password")} type="password" autoComplete="new-password" />
      <Field field={fields.confirmpassword!} label={t("auth.confirmPassword")} type="password" autoComplete="new-password" />
      <Button type="submit" size="lg" className="w-full">
        {t("tenancy.invitation.create")}
      </Button>
    </Form>
  );
}
