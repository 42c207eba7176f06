import { useTranslation } from "~/i18n/use-translation";

/**
 * Every photo of a listing waiting for review, small and in order, each opening at full size: what
 * the admin judges (the flags name photos by these numbers). Loaded only as they scroll into view.
 */
export function ListingPhotos({ id, photos }: { id: string; photos: readonly { url: string; largeUrl: string }[] }) {
  const { t } = useTranslation();
  if (photos.length < 2) return null;
  const headingId = `photos-${id}`;
  return (
    <section aria-labelledby={headingId} className="mt-3">
      <h4 id={headingId} className="text-xs font-medium text-slate-600">
        {t("admin.moderation.photosHeading")}
      </h4>
      <ol className="mt-1 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <a href={photo.largeUrl} target="_blank" rel="noreferrer" className="block rounded focus-visible:outline-2 focus-visible:outline-brand-600">
              <img
                src={photo.url}
                alt={t("admin.moderation.photoAlt", { number: index + 1, count: photos.length })}
                loading="lazy"
                decoding="async"
                width={80}
                height={60}
                className="h-15 w-20 rounded object-cover"
              />
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
