import type { I18n } from "#domain/i18n/i18n.ts";
import type { Locale } from "#domain/locale.ts";

const scripts = new Map<Locale, string>();

/**
 * A few lines that run before any module. They tell zod not to probe for eval (below). And if a
 * script or module chunk of the first page load fails, React never starts, so a plain-DOM fallback
 * reports it and offers a retry over the server-rendered page. Only the server writes it (root.tsx
 * reads it from `BootGuardContext`, boot-guard.ts): the browser keeps the one in the HTML, and its
 * 0.8 kB stay out of every page's JavaScript.
 */
export function bootGuardScript(locale: Locale, i18n: I18n): string {
  const cached = scripts.get(locale);
  if (cached !== undefined) return cached;
  const text = JSON.stringify({ title: i18n.t("chunk.title"), body: i18n.t("chunk.body"), retry: i18n.t("chunk.retry") }).replace(/</g, "\\u003c");
  // Zod probes `new Function` once, to compile its parsers; our Content-Security-Policy has no
  // 'unsafe-eval', so the browser reports the probe as a violation even though zod catches it
  // (DevTools' Issues, Lighthouse's best practices). Set before any module runs, so no page's zod
  // probes: the browser's few forms parse as well without compiling.
  const zodWithoutEval = "window.__zod_globalConfig={jitless:true};";
  const script = `${zodWithoutEval}(function(){var shown=false;var m=${text};window.addEventListener("error",function(e){var el=e.target;if(!el||!el.tagName)return;var src=el.tagName==="SCRIPT"?el.src:(el.tagName==="LINK"&&el.rel==="modulepreload"?el.href:null);if(src===null||(el.tagName==="SCRIPT"&&el.type!=="module"))return;try{fetch("/api/events",{method:"POST",headers:{"content-type":"application/json"},keepalive:true,body:JSON.stringify({kind:"chunk_error",path:location.pathname,type:"error",chunk:src||"inline module"})}).catch(function(){});}catch(_){}if(shown)return;shown=true;var box=document.createElement("div");box.setAttribute("role","alert");box.setAttribute("data-boot-guard","");box.style.cssText="position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:60;max-width:32rem;margin:auto;padding:1rem;border:1px solid #fcd34d;border-radius:.5rem;background:#fffbeb;color:#78350f;font:inherit";var title=document.createElement("p");title.style.fontWeight="600";title.textContent=m.title;var body=document.createElement("p");body.textContent=m.body;var button=document.createElement("button");button.type="button";button.textContent=m.retry;button.style.cssText="margin-top:.75rem;padding:.5rem 1rem;border-radius:.25rem;background:#b45309;color:#fff;font-weight:600";button.onclick=function(){location.reload()};box.append(title,body,button);(document.body||document.documentElement).append(box);},true);})();`;
  scripts.set(locale, script);
  return script;
}
