// A tiny browser for the OIDC test: fetch with `redirect: 'manual'`, a cookie jar per
// origin honouring Path and expiry, and submitting the HTML forms a provider renders.

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  expires?: number;
}

export interface Step {
  method: string;
  url: string;
  status: number;
  location?: string;
}

export class Browser {
  private readonly jar = new Map<string, StoredCookie[]>();
  readonly history: Step[] = [];

  cookie(origin: string, name: string): string | undefined {
    return this.live(origin).find((cookie) => cookie.name === name)?.value;
  }

  private live(origin: string): StoredCookie[] {
    const now = Date.now();
    const cookies = (this.jar.get(origin) ?? []).filter(
      (cookie) => cookie.expires === undefined || cookie.expires > now,
    );
    this.jar.set(origin, cookies);
    return cookies;
  }

  private store(url: URL, setCookies: string[]): void {
    const cookies = this.live(url.origin);
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const cookie: StoredCookie = {
        name: pair.slice(0, at),
        value: pair.slice(at + 1),
        path: '/',
      };
      for (const attribute of attributes) {
        const [key, value = ''] = attribute.split('=');
        const name = key.toLowerCase();
        if (name === 'path') cookie.path = value;
        if (name === 'max-age') cookie.expires = Date.now() + Number(value) * 1000;
        if (name === 'expires' && cookie.expires === undefined) cookie.expires = Date.parse(value);
      }
      const index = cookies.findIndex(
        (old) => old.name === cookie.name && old.path === cookie.path,
      );
      if (index >= 0) cookies.splice(index, 1);
      cookies.push(cookie);
    }
  }

  private cookieHeader(url: URL): string {
    // RFC 6265 path-match: the same path, or a path below it.
    const matches = (path: string) =>
      url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`);
    return this.live(url.origin)
      .filter((cookie) => matches(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
  }

  /** One request, no redirect following. */
  async request(
    input: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = new URL(input);
    const headers: Record<string, string> = { accept: 'text/html,*/*', ...init.headers };
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const method = init.method ?? (body ? 'POST' : 'GET');
    const response = await fetch(url, {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    this.store(url, response.headers.getSetCookie());
    const location = response.headers.get('location') ?? undefined;
    this.history.push({ method, url: url.href, status: response.status, location });
    return response;
  }
}

function unescapeHtml(text: string): string {
  return text
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>');
}

export interface HtmlForm {
  action: string;
  method: string;
  fields: Record<string, string>;
}

/** The first <form> of a page: its action, method and the values of its named inputs. */
export function firstForm(html: string, pageUrl: string): HtmlForm | undefined {
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) return undefined;
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const fields: Record<string, string> = {};
  for (const input of form[2].matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(input[0], 'name');
    if (name) fields[name] = unescapeHtml(attribute(input[0], 'value') ?? '');
  }
  return {
    action: new URL(unescapeHtml(attribute(form[1], 'action') ?? pageUrl), pageUrl).href,
    method: (attribute(form[1], 'method') ?? 'get').toUpperCase(),
    fields,
  };
}
