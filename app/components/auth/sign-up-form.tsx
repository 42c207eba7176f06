import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type Dispatch, type FormEvent, type SetStateAction, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useFetcher } from "react-router";
import { signUpSchema, signUpStep1Schema } from "#domain/accounts.ts";
import { FormAlert, Field } from "~/components/ui/field.tsx";
import { Button } from "~/components/ui/button.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { isFetcherPending } from "~/components/ui/use-is-pending.ts";
import type { AuthDialog } from "~/lib/auth-state.tsx";
import { useToast } from "~/lib/toasts.tsx";
import { ProfileFields } from "./profile-fields.tsx";
import { SocialButtons } from "./sign-in-form.tsx";

/** Where the wizard posts, with or without scripts (routes/auth-screen.tsx's action). */
const SIGN_UP_ACTION = "/signup";

interface Values {
  email: string;
  password: string;
  confirmpassword: string;
  firstName: string;
  lastName: string;
  country: string;
  phone: string;
}

/** What a plain form post typed, and its step, as the server sends them back (decision 0030). */
export type SignUpTyped = Values & { step: 1 | 2 };

/** The sign-up action's answer: to the dialog's script, or to a plain form post, rendered by /signup before scripts start. */
export interface SignUpAnswer {
  result?: SubmissionResult<string[]>;
  typed?: SignUpTyped;
  emailAvailable?: boolean;
  accountExists?: boolean;
  created?: boolean;
}

const EMPTY: Values = { email: "", password: "", confirmpassword: "", firstName: "", lastName: "", country: "LB", phone: "" };

// Country and phone are controlled by their own fields (the phone keeps digits only).
const TYPED_FIELDS = ["email", "password", "confirmpassword", "firstName", "lastName"] as const;

/** Keeps what is typed in the wizard's state, so Back and Continue lose nothing. */
function keepTyped(setValues: Dispatch<SetStateAction<Values>>) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    setValues((current) => collect(form, current));
  };
}

function collect(form: HTMLFormElement, values: Values): Values {
  const data = new FormData(form);
  const next = { ...values };
  for (const key of TYPED_FIELDS) {
    const value = data.get(key);
    if (typeof value === "string") next[key] = value;
  }
  return next;
}

/**
 * Sign Up in two steps (SPEC.md §2, §4): step 1 moves on only after the
 * server's existing-email check; Back keeps everything typed.
 */
export function SignUpForm({
  onCreated,
  onSwitch,
  redirectTo,
  initial,
}: {
  onCreated: () => void;
  onSwitch: (dialog: NonNullable<AuthDialog>) => void;
  redirectTo: string;
  initial?: SignUpAnswer;
}) {
  // After a plain form post: the next step when the email passed, else the step with its messages.
  const [step, setStep] = useState<1 | 2>(initial?.emailAvailable ? 2 : (initial?.typed?.step ?? 1));
  const [values, setValues] = useState<Values>(() => {
    if (!initial?.typed) return EMPTY;
    const { step: _step, ...typed } = initial.typed;
    return typed;
  });
  const answered = initial?.emailAvailable ? undefined : initial;
  return step === 1 ? (
    <StepOne values={values} setValues={setValues} onNext={() => setStep(2)} onSwitch={onSwitch} redirectTo={redirectTo} initial={answered} />
  ) : (
    <StepTwo values={values} setValues={setValues} onBack={() => setStep(1)} onCreated={onCreated} initial={answered} />
  );
}

function StepOne({
  values,
  setValues,
  onNext,
  onSwitch,
  redirectTo,
  initial,
}: {
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  onNext: () => void;
  onSwitch: (dialog: NonNullable<AuthDialog>) => void;
  redirectTo: string;
  initial?: SignUpAnswer;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SignUpAnswer>();
  const pending = isFetcherPending(fetcher);
  const data = pending ? undefined : fetcher.data;
  const [form, fields] = useForm<Pick<Values, "email" | "password" | "confirmpassword">>({
    id: "sign-up-1",
    defaultValue: { email: values.email, password: values.password, confirmpassword: values.confirmpassword },
    lastResult: data && "result" in data ? data.result : initial?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpStep1Schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const passed = data !== undefined && "emailAvailable" in data && data.emailAvailable;
  useEffect(() => {
    if (passed) onNext();
  }, [passed, onNext]);
  const exists = data !== undefined ? "accountExists" in data && data.accountExists : initial?.accountExists === true;

  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t("auth.signUpStep", { step: 1 })}</p>
      <fetcher.Form method="post" action={SIGN_UP_ACTION} {...getFormProps(form)} onChange={keepTyped(setValues)} className="space-y-4">
        {exists ? (
          <div role="alert" className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <p className="font-semibold">{t("errors.accountExistsTitle")}</p>
            <p>{t("errors.accountExists")}</p>
          </div>
        ) : (
          <FormAlert errors={form.errors} />
        )}
        <input type="hidden" name="intent" value="check-email" />
        <Field field={fields.email} label={t("auth.email")} type="email" dir="ltr" autoComplete="email" hint={t("auth.emailHelp")} />
        <Field field={fields.password} label={t("auth.password")} type="password" autoComplete="new-password" />
        <Field field={fields.confirmpassword} label={t("auth.confirmPassword")} type="password" autoComplete="new-password" />
        <StatusButton status={pending ? "pending" : "idle"} size="lg" className="w-full">
          {t("auth.continue")}
        </StatusButton>
      </fetcher.Form>
      <SocialButtons redirectTo={redirectTo} />
      <p className="mt-4 text-sm">
        {t("auth.haveAccount")}{" "}
        <button type="button" onClick={() => onSwitch("sign-in")} className="font-medium text-brand-700 underline">
          {t("auth.signInTitle")}
        </button>
      </p>
    </>
  );
}

function StepTwo({
  values,
  setValues,
  onBack,
  onCreated,
  initial,
}: {
  values: Values;
  setValues: Dispatch<SetStateAction<Values>>;
  onBack: () => void;
  onCreated: () => void;
  initial?: SignUpAnswer;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const fetcher = useFetcher<SignUpAnswer>();
  const pending = isFetcherPending(fetcher);
  const data = pending ? undefined : fetcher.data;
  const [form, fields] = useForm<Values>({
    id: "sign-up-2",
    defaultValue: values,
    lastResult: data && "result" in data ? data.result : initial?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    if (!data || !("created" in data) || handled.current === data) return;
    handled.current = data;
    toast("accountCreated");
    onCreated();
  }, [data, onCreated, toast]);

  return (
    <>
      <p className="mb-3 text-sm text-slate-600">{t("auth.signUpStep", { step: 2 })}</p>
      <fetcher.Form method="post" action={SIGN_UP_ACTION} {...getFormProps(form)} onChange={keepTyped(setValues)} className="space-y-4">
        <FormAlert errors={form.errors} />
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="email" value={values.email} />
        <input type="hidden" name="password" value={values.password} />
        <input type="hidden" name="confirmpassword" value={values.confirmpassword} />
        <ProfileFields
          idPrefix="sign-up"
          fields={fields}
          country={values.country}
          phone={values.phone}
          onCountry={(country) => setValues((current) => ({ ...current, country }))}
          onPhone={(phone) => setValues((current) => ({ ...current, phone }))}
        />
        <p className="text-xs text-slate-600">
          {t("auth.agreementLead")}{" "}
          <Link to="/privacy-policy" target="_blank" rel="noopener" className="text-brand-700 underline">
            {t("auth.privacyLink")}
          </Link>{" "}
          {t("auth.agreementAnd")}{" "}
          <Link to="/terms-conditions" target="_blank" rel="noopener" className="text-brand-700 underline">
            {t("auth.termsLink")}
          </Link>{" "}
          {t("auth.agreementAge")}
        </p>
        <div className="flex gap-3">
          <Button variant="quiet" size="lg" onClick={onBack} className="flex-1">
            {t("auth.back")}
          </Button>
          <StatusButton status={pending ? "pending" : "idle"} size="lg" className="flex-1">
            {t("auth.signUpSubmit")}
          </StatusButton>
        </div>
      </fetcher.Form>
    </>
  );
}
