import type { FieldMetadata } from "@conform-to/react";
import { CountryPhoneFields } from "./country-phone-fields.tsx";
import { NameFields } from "./name-fields.tsx";

type Field = FieldMetadata<string | undefined>;

/** First and last name, country code and phone: the profile SPEC.md §5 requires. */
export function ProfileFields({
  idPrefix,
  fields,
  country,
  phone,
  onCountry,
  onPhone,
}: {
  idPrefix: string;
  fields: { firstName?: Field; lastName?: Field; phone?: Field; country?: Field };
  country: string;
  phone: string;
  onCountry: (iso: string) => void;
  onPhone: (digits: string) => void;
}) {
  return (
    <>
      <NameFields firstName={fields.firstName! as FieldMetadata<string>} lastName={fields.lastName! as FieldMetadata<string>} />
      <CountryPhoneFields
        idPrefix={idPrefix}
        country={country}
        phone={phone}
        onCountry={onCountry}
        onPhone={onPhone}
        phoneErrors={fields.phone?.errors}
        countryErrors={fields.country?.errors}
      />
    </>
  );
}
