import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";

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

/** A labelled input of any HTML type (date, number, file ...) bound to a Conform field, with its message below. */
export function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  dir,
  hint,
  ...rest
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "date" | "number" | "file";
  autoComplete?: string;
  dir?: "ltr";
  hint?: string;
  accept?: string;
  step?: string;
  min?: string;
  max?: string;
  inputMode?: "decimal" | "numeric";
}) {
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...getInputProps(field, { type })}
        {...rest}
        aria-describedby={[hint ? `${field.id}-hint` : "", field.errors ? field.errorId : ""].filter(Boolean).join(" ") || undefined}
        key={field.key}
        dir={dir}
        autoComplete={autoComplete}
        className={inputClass(Boolean(field.errors))}
      />
      {hint ? (
        <p id={`${field.id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={field.errorId} errors={field.errors?.slice(0, 1)} />
    </div>
  );
}

export function FormAlert({ errors }: { errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div role="alert" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      <TranslatedErrors errors={errors} />
    </div>
  );
}
