import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ApiClient, createApiClient } from '@vitrine/api-client';

const FIXTURE = fileURLToPath(new URL('./fixtures/gateway-process.ts', import.meta.url));

export interface GatewayProcess {
  readonly child: ChildProcess;
  /** The port, once the gateway answers; rejected when it exits before. */
  readonly port: Promise<number>;
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

/**
 * A gateway in a process of its own, configured from `env` on top of this one's environment, as
 * `pnpm start` is: what a test may SIGTERM, kill -9 and start again on the same database.
 */
export function startGatewayProcess(env: Record<string, string>): GatewayProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    cwd: path.dirname(FIXTURE),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  const port = new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const match = out.match(/listening (\d+)/);
      if (match) resolve(Number(match[1]));
    });
    void exit.then(({ code, signal, stderr: text }) =>
      reject(new Error(`gateway exited (${code ?? signal}): ${text}`)),
    );
  });
  port.catch(() => undefined);
  return { child, port, exit };
}

/**
 * A shopper over real HTTP with the typed client: its own cookie jar, kept as a browser keeps
 * it, and the gateway's current origin (a restarted gateway listens on another port).
 */
export class HttpShopper {
  readonly cookies = new Map<string, string>();
  /** The headers of the last answer (a shopper makes one call at a time). */
  lastHeaders: Headers | null = null;

  constructor(private readonly origin: () => string) {}

  readonly fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const target = new URL(String(input), 'http://gateway');
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(`${this.origin()}${target.pathname}${target.search}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (!value || /;\s*max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    this.lastHeaders = response.headers;
    return response;
  };

  readonly api: ApiClient = createApiClient({ baseUrl: 'http://gateway', fetch: this.fetch });
}
