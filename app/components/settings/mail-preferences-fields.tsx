import { MAIL_DELIVERIES, MAIL_PREFERENCE_KINDS, type MailPreferences } from "#domain/notifications.ts";
import { useTranslation } from "~/i18n/use-translation";

/** One group of three choices per kind of notification mail: each mail, daily digest, or none. */
export function MailPreferencesFields({ preferences }: { preferences: MailPreferences }) {
  const { t } = useTranslation();
  return (
    <div className="divide-y divide-slate-100">
      {MAIL_PREFERENCE_KINDS.map((kind) => (
        <fieldset key={kind} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <legend className="float-start font-medium text-slate-900 sm:w-56">{t(`notifications.kinds.${kind}`)}</legend>
          <div className="flex flex-wrap gap-2">
            {MAIL_DELIVERIES.map((delivery) => (
              <label
                key={delivery}
                className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800"
              >
                <input type="radio" name={kind} value={delivery} defaultChecked={preferences[kind] === delivery} className="h-4 w-4 accent-brand-600" />
                {t(`notifications.deliveries.${delivery}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
