import { type FieldMetadata, getCollectionProps, getInputProps, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";

// Schema messages are catalog keys (domain/*.ts); these render them translated.

/** The label above a form field. */
export const labelClass = "mb-1 block text-sm font-medium text-slate-800";

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

/** A field's label above its control (given as children), with the field's first message below. */
export function LabelledField({ field, label, children }: { field: FieldMetadata<unknown>; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={field.id} className={labelClass}>
        {label}
      </label>
      {children}
      <FieldError id={field.errorId} errors={field.errors?.slice(0, 1)} />
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
  field: FieldMetadata<unknown>;
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
    <LabelledField field={field} label={label}>
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
    </LabelledField>
  );
}

/** A labelled select of fixed options, led by an empty one (`placeholder`) that means "not chosen". */
export function SelectField({
  field,
  label,
  placeholder,
  options,
  optionLabel,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  placeholder: string;
  options: readonly string[];
  optionLabel: (value: string) => string;
}) {
  return (
    <LabelledField field={field} label={label}>
      <select {...getSelectProps(field)} key={field.key} className={inputClass(Boolean(field.errors))}>
        <option value="">{placeholder}</option>
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** A group of checkboxes (several answers) or radio buttons (one answer) under a legend. */
export function ChoiceField({
  field,
  label,
  options,
  optionLabel,
  type,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  options: readonly string[];
  optionLabel: (value: string) => string;
  type: "checkbox" | "radio";
}) {
  return (
    <fieldset aria-describedby={field.errors ? field.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{label}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {getCollectionProps(field, { type, options: [...options] }).map((props) => (
          <label key={props.key} className="flex items-center gap-2">
            <input {...props} key={props.key} className="h-5 w-5" />
            <span>{optionLabel(props.value)}</span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} errors={field.errors?.slice(0, 1)} />
    </fieldset>
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
