import { FieldError } from "~/components/ui/field.tsx";
import { type PhotoItem, PhotoManager } from "./photo-manager.tsx";
import { type EditorFields, StepSection } from "./steps.tsx";

/** The photos, managed in the browser only; `version` changes when a draft brings other photos back. */
export function PhotosStep({
  fields,
  hidden,
  hydrated,
  photos,
  version,
  onPhotos,
}: {
  fields: EditorFields;
  hidden: boolean;
  hydrated: boolean;
  photos: PhotoItem[];
  version: number;
  onPhotos: (photos: PhotoItem[]) => void;
}) {
  return (
    <StepSection id="photos" hidden={hidden}>
      {hydrated ? <PhotoManager key={version} initial={photos} onChange={onPhotos} /> : null}
      <FieldError id={fields.photos.errorId} errors={fields.photos.errors} />
    </StepSection>
  );
}
