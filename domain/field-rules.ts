/**
 * A zod refinement's `when`: run a rule that reads several fields as soon as those fields are
 * valid, whatever the rest of the form holds (zod skips refinements after any failed field by
 * default). So a step of a form checks its own rules, and every message that applies shows at once.
 */
export function whenFieldsValid(...fields: string[]) {
  return (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    payload.issues.every((issue) => !fields.includes(String(issue.path?.[0])));
}
