import { parentPort } from 'node:worker_threads';
import { FeedParseError, parseFeed } from './channels.parse.ts';
import type { ParseReply, ParseRequest } from './channels.parse-pool.ts';

/**
 * The worker thread that reads feeds (decision 0029): parsing a 2 MB calendar takes the CPU for a second or
 * two, which on the main thread would stall every request. Built to dist/channels-parse-worker.js.
 */
parentPort?.on('message', (request: ParseRequest) => {
  let reply: ParseReply;
  try {
    reply = { id: request.id, events: parseFeed(request.body, request.timeZone, new Date(request.now)) };
  } catch (err) {
    // Only our own messages cross over as such; anything else is the caller's "error on our side".
    reply =
      err instanceof FeedParseError
        ? { id: request.id, parseError: err.message }
        : { id: request.id, crash: String((err as Error)?.stack ?? err) };
  }
  parentPort?.postMessage(reply);
});
// Loaded (tsx compiles the sources first, which takes seconds): a feed's deadline starts now, not before.
parentPort?.postMessage({ ready: true });
