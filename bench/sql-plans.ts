/**
 * What the benchmarks share to show the real SQL of a request: a recorder of the statements that
 * go through app.db's node-postgres pool, and the plan tree of EXPLAIN (FORMAT JSON).
 */

export interface Statement {
  text: string;
  values: unknown[];
}

export interface QueryablePool {
  query: (...args: unknown[]) => unknown;
  connect: (...args: unknown[]) => unknown;
}

/**
 * Wraps the node-postgres pool under app.db (and the clients it lends for transactions) so that
 * the statements of one request made with app.inject are recorded, parameters included.
 */
export function sqlRecorder(pool: QueryablePool) {
  let recording: Statement[] | null = null;
  const wrapped = Symbol('recorded');
  const record = (args: unknown[]) => {
    if (!recording) return;
    const [first, second] = args;
    if (typeof first === 'string') recording.push({ text: first, values: (second as unknown[]) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      recording.push({ text: config.text, values: config.values ?? (second as unknown[]) ?? [] });
    }
  };
  const wrapQuery = (target: { query: (...args: unknown[]) => unknown }) => {
    const original = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      record(args);
      return original(...args);
    };
  };
  type Client = { query: (...args: unknown[]) => unknown } & Record<symbol, boolean>;
  const seen = (client: Client | undefined) => {
    if (client && !client[wrapped]) {
      wrapQuery(client);
      client[wrapped] = true;
    }
    return client;
  };
  // pool.query itself goes through this.connect(callback) and then the client's query: wrapping
  // the clients the pool lends (callback and promise forms) records every statement once.
  const connect = pool.connect.bind(pool);
  pool.connect = (...args: unknown[]) => {
    const [callback] = args;
    if (typeof callback === 'function')
      return connect((error: unknown, client: Client | undefined, release: unknown) =>
        callback(error, seen(client), release),
      );
    return (connect() as Promise<Client>).then(seen);
  };
  return {
    async capture(run: () => Promise<unknown>): Promise<Statement[]> {
      recording = [];
      try {
        await run();
        return recording;
      } finally {
        recording = null;
      }
    },
  };
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

export function walk(node: PlanNode, visit: (node: PlanNode, depth: number) => void, depth = 0) {
  visit(node, depth);
  for (const child of node.Plans ?? []) walk(child, visit, depth + 1);
}
