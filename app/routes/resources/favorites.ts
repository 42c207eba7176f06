export function action() {
  return new Response(null, { status: 501 });
}
