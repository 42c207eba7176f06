import { type FieldMetadata, getCollectionProps, getInputProps, getSelectProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { inputClass, labelClass } from "./field-classes.ts";
import { Alert } from "./alert.tsx";

// The one home of the fields' looks (issue 45): a label above, the control, a hint, and the field's
// messages below. Bound to a Conform field (`field`), or plain (`id`, `name`, `errors`) for the forms
// that are not Conform's. Schema messages are catalog keys (domain/*.ts); these render them translated.

export { inputClass, labelClass } from "./field-classes.ts";

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

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "children" | "type"> & {
  type?: "text" | "email" | "password" | "tel" | "date" | "number" | "file" | "search" | "url" | "time" | "datetime-local";
};

/**
 * A labelled input of any HTML type bound to a Conform field, or plain with its own `id` and `errors`,
 * with a hint and the field's first message below.
 */
export function Field({
  field,
  label,
  hint,
  errors,
  type = "text",
  className,
  ...rest
}: InputAttributes & { field?: FieldMetadata<unknown>; label: ReactNode; hint?: ReactNode; errors?: string[]; className?: string }) {
  const id = field?.id ?? rest.id ?? String(rest.name);
  const errorId = field?.errorId ?? `${id}-error`;
  const shown = field?.errors ?? errors;
  const invalid = Boolean(shown?.length);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        {...(field ? getInputProps(field, { type }) : { id, type, "aria-invalid": invalid || undefined })}
        {...rest}
        key={field?.key}
        aria-describedby={[hint ? `${id}-hint` : "", invalid ? errorId : ""].filter(Boolean).join(" ") || undefined}
        className={inputClass(invalid)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} errors={shown?.slice(0, 1)} />
    </div>
  );
}

type Option = string | { value: string; label: string };

/**
 * A labelled select of fixed options (values named by `optionLabel`, or value and label pairs), led,
 * with `placeholder`, by an empty one that means "not chosen".
 */
export function SelectField({
  field,
  label,
  placeholder,
  options,
  optionLabel = (value) => value,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  placeholder?: string;
  options: readonly Option[];
  optionLabel?: (value: string) => string;
}) {
  return (
    <LabelledField field={field} label={label}>
      <select {...getSelectProps(field)} key={field.key} className={inputClass(Boolean(field.errors))}>
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => {
          const { value, label: name } = typeof option === "string" ? { value: option, label: optionLabel(option) } : option;
          return (
            <option key={value} value={value}>
              {name}
            </option>
          );
        })}
      </select>
    </LabelledField>
  );
}

/** One checkbox with its label beside it, bound to a Conform field or plain. */
export function CheckboxField({
  field,
  label,
  hint,
  errors,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className" | "children"> & {
  field?: FieldMetadata<unknown>;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  className?: string;
}) {
  const id = field?.id ?? rest.id ?? String(rest.name);
  const errorId = field?.errorId ?? `${id}-error`;
  const shown = field?.errors ?? errors;
  return (
    <div className={className}>
      <label htmlFor={id} className="flex items-start gap-2">
        <input
          {...(field ? getInputProps(field, { type: "checkbox" }) : { id, type: "checkbox" })}
          {...rest}
          key={field?.key}
          aria-describedby={[hint ? `${id}-hint` : "", shown?.length ? errorId : ""].filter(Boolean).join(" ") || undefined}
          className="mt-0.5 size-5 shrink-0"
        />
        <span className="text-slate-800">{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="ms-7 mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {shown?.length ? <FieldError id={errorId} errors={shown.slice(0, 1)} /> : null}
    </div>
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
      <legend className={labelClass}>{label}</legend>
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
    <Alert>
      <TranslatedErrors errors={errors} />
    </Alert>
  );
}
