import { data } from "react-router";
import { PageTitle } from "~/components/page-title.tsx";
import { requestContext } from "#server/http/request-context.ts";
import { env } from "#server/env.server.ts";
import { outboxOpenTo } from "#server/mail/outbox-access.server.ts";
import { outboxFolder, readOutbox } from "#server/mail/transport.server.ts";
import type { Route } from "./+types/dev-outbox";

/**
 * Development only: the mails a local install wrote to its outbox (no SMTP), so a newcomer can
 * click the verification link. Only to a client on this machine, never in production.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const config = env();
  if (!outboxOpenTo(context.get(requestContext).clientAddress, config)) throw data(null, { status: 404 });
  const mails = await readOutbox(outboxFolder(config.DATA_DIR));
  return { mails: mails.map(({ id, to, subject, text, sentAt }) => ({ id, to, subject, text, sentAt })) };
}

function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <>
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          <a key={index} href={part} className="break-all text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title="Outbox" subtitle="Mail this local install would have sent (development only)." />
      {loaderData.mails.length === 0 ? <p className="mt-6 text-slate-700">No mail yet.</p> : null}
      <ol className="mt-6 space-y-6">
        {loaderData.mails.map((mail) => (
          <li key={mail.id} className="rounded-lg border border-slate-200 p-4">
            <p className="font-semibold">{mail.subject}</p>
            <p className="text-sm text-slate-600">
              To {mail.to} · {new Date(mail.sentAt).toLocaleString("en-GB")}
            </p>
            <pre className="mt-3 whitespace-pre-wrap font-sans text-sm text-slate-800">
              <Linkified text={mail.text} />
            </pre>
          </li>
        ))}
      </ol>
    </div>
  );
}
