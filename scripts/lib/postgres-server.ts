/**
 * A real PostgreSQL server for the tests: Debian's PostgreSQL (`pg_config --bindir`, or
 * `initdb`/`pg_ctl` on PATH), initialised in a temporary folder and started on a loopback port,
 * as the `postgres` user when this runs as root (the server refuses root). Stopped by stop().
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

/** The folder of the server's programs, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config: look on PATH
  }
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  return found ? path.dirname(found) : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `durable`: fsync and synchronous commit as a production server has them (benchmarks); tests
 * run without (nothing they write must outlive the machine).
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (no pg_config or initdb)');
  const root = process.getuid?.() === 0;
  const base = mkdtempSync(path.join(tmpdir(), 'dealer-pg-'));
  const data = path.join(base, 'data');
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(base, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const full = path.join(bin, program);
    const [cmd, argv] = root ? ['runuser', ['-u', 'postgres', '--', full, ...args]] : [full, args];
    const result = spawnSync(cmd, argv, { encoding: 'utf8', cwd: base });
    if (result.status !== 0)
      throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    ...(options.durable ? [] : ['--no-sync']),
  ]);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(base, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c max_connections=200${options.durable ? '' : ' -c fsync=off'}`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    },
  };
}
