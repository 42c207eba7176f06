import { Link } from "react-router";

/** Links to price guides (districts or areas), in a wrapping row of tap-sized links. */
export function PlaceLinks({ places, className = "" }: { places: { path: string; name: string }[]; className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 ${className}`}>
      {places.map((place) => (
        <li key={place.path}>
          <Link to={place.path} className="inline-flex min-h-11 items-center text-brand-700 underline">
            {place.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
