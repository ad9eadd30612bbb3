// Who holds a TCP port, for `npm test`: a server left behind by an interrupted run (the
// Supabase test double, a `vite preview`) keeps its port, and the next run's Playwright
// then stops with "…/__stub/requests is already used". Linux only (reads /proc); elsewhere
// the owner is reported as unknown.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { resolve } from 'node:path';

/** Socket inodes listening on `port` (IPv4 and IPv6). */
function listeningInodes(port) {
  const inodes = new Set();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10) continue;
      const localPort = parseInt(cols[1].split(':').pop(), 16);
      // State 0A is LISTEN.
      if (localPort === port && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  return inodes;
}

/**
 * The process listening on `port`: { pid, cmdline, cwd }, `null` when the port is free, or
 * { pid: null } when it is taken by a process this user cannot see.
 */
export function portOwner(port) {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return null;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let fds;
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const m = /^socket:\[(\d+)\]$/.exec(target);
      if (m && inodes.has(m[1])) {
        let cmdline = '';
        let cwd = '';
        try {
          cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
          cwd = readlinkSync(`/proc/${pid}/cwd`);
        } catch {
          /* gone meanwhile */
        }
        return { pid: Number(pid), cmdline, cwd };
      }
    }
  }
  return { pid: null, cmdline: '', cwd: '' };
}

/**
 * Frees the ports the browser tests need. A server of this checkout left by an earlier run
 * (`ours(owner)` says which) is stopped, with a line saying so; anything else holding a
 * port is named plainly and the function returns false (the run cannot start).
 */
export async function freePorts(ports, ours) {
  let ok = true;
  for (const { port, what } of ports) {
    const owner = portOwner(port);
    if (!owner) continue;
    if (owner.pid && owner.cwd && resolve(owner.cwd) === resolve('.') && ours(owner.cmdline, port)) {
      console.log(
        `Port ${port} (${what}) was still held by a server from an earlier, interrupted run (pid ${owner.pid}: ${owner.cmdline}); stopping it.`,
      );
      try {
        process.kill(owner.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      for (let i = 0; i < 50 && portOwner(port); i++) await new Promise((r) => setTimeout(r, 100));
      if (!portOwner(port)) continue;
    }
    const who = owner.pid
      ? `pid ${owner.pid}: ${owner.cmdline || 'unknown command'}${owner.cwd ? ` (in ${owner.cwd})` : ''}`
      : 'a process of another user';
    console.error(
      `Port ${port} (${what}) is already in use by ${who}. Stop it, or choose other ports with EG_PORT, EG_CONNECTED_PORT and EG_STUB_PORT.`,
    );
    ok = false;
  }
  return ok;
}
