// A test double of Supabase's Auth (GoTrue, /auth/v1) and REST (PostgREST, /rest/v1)
// endpoints, enough for the real supabase-js the connected build ships. Shapes follow
// Supabase's documented API:
//   POST /auth/v1/signup {email,password,data}            -> 200 session (auto-confirm)
//   POST /auth/v1/token?grant_type=password {email,password}
//                                                          -> 200 session | 400 {code,error_code:"invalid_credentials",msg}
//   POST /auth/v1/token?grant_type=refresh_token {refresh_token} -> 200 session
//   POST /auth/v1/logout?scope=global (Bearer)             -> 204
//   POST /auth/v1/recover?redirect_to=... {email}          -> 200 {}
//   GET  /auth/v1/user (Bearer)                            -> 200 user | 403 {code,error_code:"bad_jwt",msg}
//   PUT  /auth/v1/user (Bearer) {password}                 -> 200 user | 422 {error_code:"weak_password"}
//   GET  /auth/v1/authorize?provider=google&redirect_to=... -> 200 HTML (stands in for Google)
//   GET  /rest/v1/quizzes?select=id&title=eq.<title>&limit=1        -> 200 [{id}]
//   GET  /rest/v1/quiz_questions?select=...&quiz_id=eq.<id>&order=id.asc -> 200 [rows]
// A session is {access_token, token_type:"bearer", expires_in, expires_at, refresh_token, user};
// a user is {id, aud, role, email, email_confirmed_at, last_sign_in_at, app_metadata,
// user_metadata, identities, created_at, updated_at, factors}. Tokens are unsigned JWTs.
//   POST /newsletter {email}|{phone} (not Supabase: the newsletter list) -> 200 {ok} | 400
// Test controls (not Supabase): /__stub/reset, /__stub/quiz, /__stub/requests, /__stub/recovery-link,
// /__stub/next (delay or fail the next request to a path).
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';

const port = Number(process.argv[2] || process.env.STUB_PORT || 4227);

let users; // email -> { id, email, password, last_sign_in_at, created_at }
let tokens; // access token -> email
let refreshTokens; // refresh token -> email
let quizRows; // { quizzes: [{id,title}], quiz_questions: [{id, quiz_id, question, answer_a.., correct_answer, explanation}] }
let requests;
// One-shot overrides for the next request to a path: { ms } waits first; { status, body }
// answers instead of the normal handler (to show loading states and failures).
let overrides;
function reset() {
  overrides = new Map();
  users = new Map();
  tokens = new Map();
  refreshTokens = new Map();
  quizRows = { quizzes: [], quiz_questions: [] };
  requests = [];
}
reset();

const b64url = (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url');

function userJson(u) {
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: u.created_at,
    phone: '',
    confirmed_at: u.created_at,
    last_sign_in_at: u.last_sign_in_at,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: u.created_at,
    updated_at: u.last_sign_in_at ?? u.created_at,
    is_anonymous: false,
  };
}

function issueSession(u) {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = 3600;
  const access = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({
    sub: u.id,
    email: u.email,
    role: 'authenticated',
    aud: 'authenticated',
    iat: now,
    exp: now + expiresIn,
    session_id: randomUUID(),
  })}.c3R1Yg`;
  const refresh = randomUUID().replace(/-/g, '');
  tokens.set(access, u.email);
  refreshTokens.set(refresh, u.email);
  return {
    access_token: access,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: now + expiresIn,
    refresh_token: refresh,
    user: userJson(u),
  };
}

function cors(req, res) {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin || '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ||
      'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept-profile, content-profile, prefer',
  );
  res.setHeader('Access-Control-Expose-Headers', 'content-range, x-supabase-api-version');
  res.setHeader('Access-Control-Max-Age', '600');
}

function send(res, status, body) {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json', 'x-supabase-api-version': '2024-01-01' });
  res.end(JSON.stringify(body));
}

const authError = (status, error_code, msg) => ({ code: status, error_code, msg });

function bearerUser(req) {
  const m = /^Bearer (.+)$/.exec(req.headers.authorization || '');
  const email = m ? tokens.get(m[1]) : undefined;
  return email ? users.get(email) : undefined;
}

async function readBody(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { _raw: text };
  }
}

/** PostgREST filters: col=eq.value; select and order accepted (order by id only). */
function restSelect(table, params) {
  let rows = [...(quizRows[table] ?? [])];
  for (const [k, v] of params) {
    if (['select', 'order', 'limit', 'offset'].includes(k)) continue;
    const m = /^eq\.(.*)$/s.exec(v);
    if (!m) return null;
    rows = rows.filter((r) => String(r[k]) === m[1]);
  }
  rows.sort((a, b) => a.id - b.id);
  const limit = params.get('limit');
  if (limit) rows = rows.slice(0, Number(limit));
  const select = params.get('select');
  if (select && select !== '*') {
    const cols = select.split(',').map((c) => c.trim());
    rows = rows.map((r) => Object.fromEntries(cols.map((c) => [c, r[c] ?? null])));
  }
  return rows;
}

const server = createServer(async (req, res) => {
  cors(req, res);
  if (req.method === 'OPTIONS') return send(res, 204);
  const url = new URL(req.url, `http://localhost:${port}`);
  const body = req.method === 'GET' ? {} : await readBody(req);
  if (!url.pathname.startsWith('/__stub/'))
    requests.push({
      method: req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      apikey: req.headers.apikey ?? null,
    });

  // ---- test controls
  if (url.pathname === '/__stub/reset') {
    reset();
    return send(res, 200, { ok: true });
  }
  if (url.pathname === '/__stub/requests') return send(res, 200, requests);
  if (url.pathname === '/__stub/next' && req.method === 'POST') {
    // body: { path, ms?, status?, body? }
    overrides.set(body.path, body);
    return send(res, 200, { ok: true });
  }
  const override = overrides.get(url.pathname);
  if (override && !url.pathname.startsWith('/__stub/')) {
    overrides.delete(url.pathname);
    if (override.ms) await new Promise((r) => setTimeout(r, override.ms));
    if (override.status) return send(res, override.status, override.body);
  }
  if (url.pathname === '/__stub/quiz' && req.method === 'POST') {
    // body: { title, rows: [{question, answer_a..d, correct_answer, explanation}] }
    const id = quizRows.quizzes.length + 1;
    quizRows.quizzes.push({ id, title: body.title });
    let n = quizRows.quiz_questions.length;
    for (const r of body.rows) quizRows.quiz_questions.push({ id: ++n, quiz_id: id, ...r });
    return send(res, 200, { id });
  }
  if (url.pathname === '/__stub/recovery-link' && req.method === 'POST') {
    const u = users.get(body.email);
    if (!u) return send(res, 404, { error: 'no such user' });
    const s = issueSession(u);
    return send(res, 200, {
      hash: `#access_token=${s.access_token}&expires_at=${s.expires_at}&expires_in=${s.expires_in}&refresh_token=${s.refresh_token}&token_type=bearer&type=recovery`,
    });
  }

  // ---- Auth
  if (url.pathname === '/auth/v1/signup' && req.method === 'POST') {
    const { email, password } = body;
    if (!email || !password)
      return send(
        res,
        400,
        authError(400, 'validation_failed', 'You must provide either an email or phone number and a password'),
      );
    if (users.has(email)) return send(res, 422, authError(422, 'user_already_exists', 'User already registered'));
    if (String(password).length < 6)
      return send(res, 422, authError(422, 'weak_password', 'Password should be at least 6 characters.'));
    const now = new Date().toISOString();
    const u = { id: randomUUID(), email, password, created_at: now, last_sign_in_at: now };
    users.set(email, u);
    return send(res, 200, issueSession(u));
  }
  if (url.pathname === '/auth/v1/token' && req.method === 'POST') {
    const grant = url.searchParams.get('grant_type');
    if (grant === 'password') {
      const u = users.get(body.email);
      if (!u || u.password !== body.password)
        return send(res, 400, authError(400, 'invalid_credentials', 'Invalid login credentials'));
      u.last_sign_in_at = new Date().toISOString();
      return send(res, 200, issueSession(u));
    }
    if (grant === 'refresh_token') {
      const email = refreshTokens.get(body.refresh_token);
      if (!email)
        return send(res, 400, authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'));
      refreshTokens.delete(body.refresh_token);
      return send(res, 200, issueSession(users.get(email)));
    }
    return send(res, 400, authError(400, 'unsupported_grant_type', 'unsupported_grant_type'));
  }
  if (url.pathname === '/auth/v1/logout' && req.method === 'POST') {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization || '');
    if (m) tokens.delete(m[1]);
    return send(res, 204);
  }
  if (url.pathname === '/auth/v1/recover' && req.method === 'POST') {
    if (!body.email)
      return send(res, 400, authError(400, 'validation_failed', 'To send a recovery email, you must provide an email'));
    return send(res, 200, {});
  }
  if (url.pathname === '/auth/v1/user') {
    const u = bearerUser(req);
    if (!u)
      return send(res, 403, authError(403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature, token is malformed'));
    if (req.method === 'GET') return send(res, 200, userJson(u));
    if (req.method === 'PUT') {
      if (typeof body.password === 'string') {
        if (body.password.length < 6)
          return send(res, 422, authError(422, 'weak_password', 'Password should be at least 6 characters.'));
        if (body.password === u.password)
          return send(res, 422, authError(422, 'same_password', 'New password should be different from the old password.'));
        u.password = body.password;
      }
      return send(res, 200, userJson(u));
    }
  }
  if (url.pathname === '/auth/v1/authorize' && req.method === 'GET') {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(
      `<!doctype html><title>Sign in with ${url.searchParams.get('provider')}</title><h1>Stub ${url.searchParams.get('provider')} sign-in</h1>`,
    );
    return;
  }

  // ---- REST (read-only, like the anon role under RLS)
  // Not Supabase: the newsletter list the connected build's VITE_NEWSLETTER_URL points at.
  if (url.pathname === '/newsletter' && req.method === 'POST') {
    const ok =
      typeof body.email === 'string' ? body.email.includes('@') : typeof body.phone === 'string' && body.phone.length > 0;
    return ok ? send(res, 200, { ok: true }) : send(res, 400, { error: 'email or phone required' });
  }
  const rest = /^\/rest\/v1\/([a-z_]+)$/.exec(url.pathname);
  if (rest) {
    if (req.method !== 'GET')
      return send(res, 401, {
        code: '42501',
        details: null,
        hint: null,
        message: `new row violates row-level security policy for table "${rest[1]}"`,
      });
    if (!(rest[1] in quizRows))
      return send(res, 404, { code: '42P01', details: null, hint: null, message: `relation "public.${rest[1]}" does not exist` });
    const rows = restSelect(rest[1], url.searchParams);
    if (!rows) return send(res, 400, { code: 'PGRST100', details: null, hint: null, message: 'unsupported filter' });
    res.setHeader('Content-Range', `0-${Math.max(rows.length - 1, 0)}/*`);
    return send(res, 200, rows);
  }
  send(res, 404, { message: 'Not found' });
});

server.listen(port, () => console.log(`stub supabase on http://localhost:${port}`));
