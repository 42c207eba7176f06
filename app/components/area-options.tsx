/** The areas of every district as grouped options, for any area picker. */
export function AreaOptions({ districts }: { districts: ReadonlyArray<{ key: string; name: string; areas: ReadonlyArray<{ id: number; name: string }> }> }) {
  return districts
    .filter((district) => district.areas.length > 0)
    .map((district) => (
      <optgroup key={district.key} label={district.name}>
        {district.areas.map((area) => (
          <option key={area.id} value={area.id}>
            {area.name}
          </option>
        ))}
      </optgroup>
    ));
}
