// `npm start`'s hold on the server process (scripts/start.mjs). Plain JavaScript, like start.mjs.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

/**
 * Copies of one stop arrive this close together: a signal to the terminal's or the supervisor's process group
 * reaches this process, and npm (`npm start`) passes the same signal on to it as well.
 */
const SAME_SIGNAL_MS = 1000;

/**
 * Runs the server (node with `args`) and passes each stop signal on to it exactly once. The server runs in a
 * process group of its own: a signal sent to ours (Ctrl-C, `kill -TERM -<pgid>`, a supervisor stopping the group)
 * would otherwise reach it twice, from the sender and from us, and a second signal makes the server skip its
 * SHUTDOWN_DELAY_MS drain (apps/server/src/main.ts). A deliberate second signal, later, is passed on too. When our
 * terminal closes (SIGHUP, which its own session does not get) the server stops as on SIGTERM. This process ends
 * with the server's exit code.
 */
export function superviseServer({ args, env, cwd }) {
  const server = spawn(process.execPath, args, {
    cwd,
    stdio: 'inherit',
    env,
    // Windows has no process groups to leave, and a detached process there opens a console window of its own.
    detached: process.platform !== 'win32',
  });
  let last = { signal: '', at: 0 };
  const passOn = (received, sent = received) => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const now = Date.now();
    if (received === last.signal && now - last.at < SAME_SIGNAL_MS) return;
    last = { signal: received, at: now };
    server.kill(sent);
  };
  process.on('SIGTERM', () => passOn('SIGTERM'));
  process.on('SIGINT', () => passOn('SIGINT'));
  process.on('SIGHUP', () => passOn('SIGHUP', 'SIGTERM'));

  server.on('error', (error) => {
    console.error(`[start] Could not start the server: ${error.message}`);
    process.exit(1);
  });
  server.on('exit', (code, signal) => {
    process.exit(code ?? 128 + (signal ? (constants.signals[signal] ?? 1) : 1));
  });
  return server;
}
