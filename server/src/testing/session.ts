import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** A cookie jar over app.inject: keeps sessionid and csrftoken, sends X-CSRFToken on writes like the front-ends do. */
export interface Client {
  cookies: Record<string, string>;
  request(opts: { method?: string; url: string; payload?: unknown; headers?: Record<string, string>; csrf?: boolean }): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  login(username?: string, password?: string): Promise<LightMyRequestResponse>;
}

export function client(app: FastifyInstance): Client {
  const cookies: Record<string, string> = {};
  const keep = (res: LightMyRequestResponse) => {
    for (const c of res.cookies) {
      if (c.value === '' || (c.maxAge !== undefined && c.maxAge <= 0) || (c.expires && c.expires.getTime() < Date.now())) delete cookies[c.name];
      else cookies[c.name] = c.value;
    }
    return res;
  };
  const self: Client = {
    cookies,
    async request({ method = 'GET', url, payload, headers = {}, csrf = true }) {
      if (!cookies.csrftoken && method !== 'GET') keep(await app.inject({ method: 'GET', url: '/api/user-details/' }));
      const h: Record<string, string> = { ...headers };
      if (csrf && method !== 'GET' && cookies.csrftoken) h['x-csrftoken'] = cookies.csrftoken;
      return keep(await app.inject({ method: method as 'GET', url, payload: payload as string, headers: h, cookies }));
    },
    get: (url) => self.request({ url }),
    login: (username = 'editor', password = 'editor') =>
      self.request({ method: 'POST', url: '/de/login/', payload: { username, password }, headers: { 'content-type': 'application/json' } }),
  };
  return self;
}
