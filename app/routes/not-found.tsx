import { data } from "react-router";
import { StatusScreen } from "~/components/status-screen.tsx";

export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  return <StatusScreen status={404} />;
}

export default function NotFound() {
  return <StatusScreen status={404} />;
}
