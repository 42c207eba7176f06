import { useTranslation } from "react-i18next";

// Schema messages are catalog keys (domain/*.ts); these render them translated.

export function inputClass(invalid: boolean): string {
  return `block w-full rounded border px-3 py-2 text-base ${invalid ? "border-red-600" : "border-slate-400"} focus:border-brand-600`;
}

export function TranslatedErrors({ errors }: { errors: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {errors.map((error) => (
        <p key={error}>{t(error as never)}</p>
      ))}
    </>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    // A line is kept for the message, so the form does not jump when it appears.
    <div id={id} className="mt-1 min-h-5 text-sm text-red-700" aria-live="polite">
      {errors?.length ? <TranslatedErrors errors={errors} /> : null}
    </div>
  );
}
