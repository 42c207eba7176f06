import type { PhotoItem } from "./photo-manager.tsx";

/**
 * A listing being written, kept in the browser so that a reload, a lost connection or a
 * closed tab does not lose it. Only uploaded photos are kept (their refs stay valid on the
 * server for a day).
 */
export interface ListingDraft {
  fields: Record<string, string[]>;
  photos: PhotoItem[];
}

const PREFIX = "beitna:listing-draft:";

export function draftKey(propertyId: string | undefined): string {
  return `${PREFIX}${propertyId ?? "new"}`;
}

export function readDraft(key: string): ListingDraft | null {
  try {
    const stored = window.localStorage.getItem(key);
    const draft = stored ? (JSON.parse(stored) as ListingDraft) : null;
    return draft && typeof draft.fields === "object" && Array.isArray(draft.photos) ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, form: HTMLFormElement, photos: PhotoItem[]): void {
  const fields: Record<string, string[]> = {};
  for (const [name, value] of new FormData(form)) {
    if (name === "photos" || typeof value !== "string") continue;
    (fields[name] ??= []).push(value);
  }
  const draft: ListingDraft = { fields, photos: photos.filter((photo) => photo.status === "done").map(({ preview: _preview, ...photo }) => photo) };
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the form still works, without a draft.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Puts the draft's values back into the form's inputs, telling the form library about each. */
export function applyDraftToForm(form: HTMLFormElement, draft: ListingDraft): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.name === "photos" || element.type === "hidden" || element.type === "file") continue;
    const values = draft.fields[element.name] ?? [];
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      element.checked = values.includes(element.value);
    } else {
      element.value = values[0] ?? "";
    }
    element.dispatchEvent(new Event("input", { bubbles: true }));
    element.dispatchEvent(new Event("change", { bubbles: true }));
  }
}
